import {
  errorCodes,
  layer2LinkMessage,
  layer2Texts,
  type Layer2Link,
  type Layer2LinkBody,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import { getAddress, isAddressEqual, verifyMessage, type Hex } from 'viem';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { User } from '../users';
import { layer2Links } from './schema';

const toLink = (row: typeof layer2Links.$inferSelect): Layer2Link => ({
  address: row.address,
  chainId: row.chainId,
  linkedAt: row.linkedAt.toISOString(),
});

export async function findLink(db: DbExecutor, userId: string): Promise<Layer2Link | undefined> {
  const [row] = await db.select().from(layer2Links).where(eq(layer2Links.userId, userId));
  return row ? toLink(row) : undefined;
}

/**
 * Links the signed-in wallet's L2 address. The spec allows only the account's own address, and the
 * signature proves the wallet controls it; linking again replaces the stored proof.
 */
export async function linkAddress(
  db: DbExecutor,
  user: Pick<User, 'id' | 'publicAddress'>,
  l2ChainId: number,
  body: Layer2LinkBody,
): Promise<Layer2Link> {
  if (!isAddressEqual(getAddress(body.address), getAddress(user.publicAddress))) {
    throw new AppError(400, errorCodes.validation, layer2Texts.sameAddress);
  }
  const address = getAddress(body.address);
  const valid = await verifyMessage({
    address,
    message: layer2LinkMessage({ address, chainId: l2ChainId }),
    signature: body.signature as Hex,
  }).catch(() => false);
  if (!valid) throw new AppError(400, errorCodes.validation, layer2Texts.badSignature);

  const values = { userId: user.id, address, chainId: l2ChainId, signature: body.signature };
  const [row] = await db
    .insert(layer2Links)
    .values(values)
    .onConflictDoUpdate({
      target: layer2Links.userId,
      set: { address, chainId: l2ChainId, signature: body.signature, linkedAt: new Date() },
    })
    .returning();
  return toLink(row!);
}
