import type { ListOperatorsQuery, OperatorRole } from '@dappx/shared';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { holdsText, pageOfRows } from '../../db/pages';
import { operatorNonceKey, operators, operatorSessions } from './schema';

export type Operator = typeof operators.$inferSelect;

const byAddress = (address: string) => sql`lower(${operators.address}) = lower(${address})`;

export async function findOperator(db: DbExecutor, address: string): Promise<Operator | undefined> {
  const [row] = await db.select().from(operators).where(byAddress(address));
  return row;
}

export async function listOperatorRows(db: DbExecutor): Promise<Operator[]> {
  return db.select().from(operators).orderBy(asc(operators.addedAt), asc(operators.address));
}

/** A page when the console names no size: a team's operators, rarely more. */
const listedOperators = 100;

/** Operators of a role, or whose address or adder holds a text (any case), a page at a time, oldest first. */
export async function pageOperatorRows(db: DbExecutor, query: Partial<ListOperatorsQuery>) {
  const text = query.q?.toLowerCase();
  const where = and(
    query.role && eq(operators.role, query.role),
    text ? holdsText(text, operators.address, operators.addedBy) : undefined,
  );
  const order = [asc(operators.addedAt), asc(operators.address)];
  return pageOfRows(db, operators, { where, order }, query, listedOperators);
}

/** The new operator, or undefined when the wallet already is one. */
export async function insertOperator(
  db: DbExecutor,
  row: { address: string; role: OperatorRole; addedBy: string; nonce: string },
): Promise<Operator | undefined> {
  const [created] = await db.insert(operators).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateOperatorDisabled(
  db: DbExecutor,
  address: string,
  disabled: boolean,
): Promise<Operator | undefined> {
  const [row] = await db.update(operators).set({ disabled }).where(byAddress(address)).returning();
  return row;
}

/** Active owners, locked so two concurrent disables cannot both leave none. */
export async function lockActiveOwners(db: DbExecutor): Promise<string[]> {
  const rows = await db
    .select({ address: operators.address })
    .from(operators)
    .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false)))
    .for('update');
  return rows.map((row) => row.address);
}

export async function hasOwner(db: DbExecutor): Promise<boolean> {
  const [row] = await db
    .select({ address: operators.address })
    .from(operators)
    .where(eq(operators.role, 'owner'))
    .limit(1);
  return row !== undefined;
}

/** Replaces the nonce only if it is still the one that was signed: one signature opens one session. */
export async function consumeOperatorNonce(
  db: DbExecutor,
  address: string,
  signedNonce: string,
  nextNonce: string,
): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ nonce: nextNonce })
    .where(and(eq(operators.address, address), eq(operators.nonce, signedNonce)))
    .returning({ address: operators.address });
  return rows.length === 1;
}

export async function insertOperatorSession(
  db: DbExecutor,
  row: { tokenHash: string; operatorAddress: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSessions).values(row);
}

export async function findOperatorSession(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.address, operatorSessions.operatorAddress))
    .where(eq(operatorSessions.tokenHash, tokenHash));
  return row;
}

export async function revokeOperatorSession(db: DbExecutor, tokenHash: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
}

export async function revokeSessionsOfOperator(db: DbExecutor, address: string): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(operatorSessions.operatorAddress, address), isNull(operatorSessions.revokedAt)));
}

const secrets = new WeakMap<Db, Promise<string>>();

/** The key of the sign-in messages: drawn once for the store by whichever process first needs it. */
export function operatorNonceSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrDrawSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function readOrDrawSecret(db: Db): Promise<string> {
  await db
    .insert(operatorNonceKey)
    .values({ id: 1, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: operatorNonceKey.secret }).from(operatorNonceKey);
  return row!.secret;
}
