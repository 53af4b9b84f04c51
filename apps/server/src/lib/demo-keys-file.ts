import fs from 'node:fs/promises';
import path from 'node:path';
import { demoRoles, generateDemoKeys, type DemoKeys } from '@dappx/contracts/demo-keys';
import { isPublishedDevelopmentKey } from '@dappx/contracts/development-keys';
import { z } from 'zod';
import { StartupError } from './startup-error';

export const demoKeysFileName = 'demo-keys.json';

const keysFile = z.object(
  Object.fromEntries(demoRoles.map((role) => [role, z.string().regex(/^0x[0-9a-f]{64}$/)])) as Record<
    (typeof demoRoles)[number],
    z.ZodString
  >,
);

/**
 * The keys of the store's roles on its demo chains: made at random at the data folder's first start
 * and kept there, readable by the store's user only, so later starts act as the same owner, signer and
 * minter (the chains start anew, the database keeps its balances).
 */
export async function loadDemoKeys(dataDir: string): Promise<DemoKeys> {
  const file = path.join(dataDir, demoKeysFileName);
  await fs.mkdir(dataDir, { recursive: true });
  const created = await writeNewKeys(file);
  if (created) return created;
  await fs.chmod(file, 0o600);
  const text = await fs.readFile(file, 'utf8');
  const parsed = keysFile.safeParse(
    (() => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return undefined;
      }
    })(),
  );
  if (!parsed.success) {
    throw new StartupError(`${file} is not a demo keys file; move it away and start again to make new keys.`);
  }
  const keys = parsed.data as DemoKeys;
  const published = demoRoles.filter((role) => isPublishedDevelopmentKey(keys[role]));
  if (published.length > 0) {
    throw new StartupError(
      `${file}: ${published.join(', ')} hold a published development key; move the file away to make new keys.`,
    );
  }
  return keys;
}

/** Writes fresh keys unless the file exists (created exclusively, so two starts never make two sets). */
async function writeNewKeys(file: string): Promise<DemoKeys | undefined> {
  const keys = generateDemoKeys();
  try {
    await fs.writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
}
