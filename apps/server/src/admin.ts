import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { resolveDatabase } from './db/database-url';
import { runMigrations } from './db/migrate';
import { getMaintenanceMode, setMaintenanceMode } from './modules/settings/repository';
import type { Db } from './db/client';
import { StartupError } from './lib/startup-error';
import { publicAddress } from '@dappx/shared';
import { getAddress } from 'viem';
import { blockAddress, revokeSessionsOfAddress, unblockAddress } from './modules/users/repository';

function addressArgument(value: string | undefined): string {
  const parsed = publicAddress.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`'${value ?? ''}' is not a wallet address (0x and 40 hex digits).`);
  return getAddress(parsed.data);
}

type Command = { usage: string; run: (db: Db, args: string[]) => Promise<string> };

const commands: Record<string, Command> = {
  maintenance: {
    usage: 'maintenance on|off|status',
    run: async (db, [state]) => {
      if (state === 'on' || state === 'off') {
        await setMaintenanceMode(db, state === 'on');
        return `Maintenance mode is now ${state}.`;
      }
      if (state === 'status' || state === undefined) {
        return `Maintenance mode is ${(await getMaintenanceMode(db)) ? 'on' : 'off'}.`;
      }
      throw new UsageError(`Unknown maintenance state '${state}'.`);
    },
  },
  block: {
    usage: 'block <address> [reason]   (also ends the wallet’s sessions)',
    run: async (db, [value, ...reason]) => {
      const address = addressArgument(value);
      const revoked = await db.transaction(async (tx) => {
        await blockAddress(tx, address, reason.join(' '));
        return revokeSessionsOfAddress(tx, address);
      });
      return `${address} is blocked; ${revoked} session(s) ended.`;
    },
  },
  unblock: {
    usage: 'unblock <address>',
    run: async (db, [value]) => {
      const address = addressArgument(value);
      return (await unblockAddress(db, address)) ? `${address} is unblocked.` : `${address} was not blocked.`;
    },
  },
};

class UsageError extends Error {}

function usage(): string {
  return ['Usage: npm run admin -- <command>', ...Object.values(commands).map((c) => `  ${c.usage}`)].join(
    '\n',
  );
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command '${name}'.\n${usage()}` : usage());
    return 2;
  }
  const config = loadConfig();
  const { url, embedded } = await resolveDatabase(config, 'tool');
  const database = connectDatabase(url, { max: 1 });
  try {
    await runMigrations(url);
    console.log(await command.run(database.db, args));
    return 0;
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${usage()}`);
    process.exitCode = 2;
  } else {
    console.error(error instanceof StartupError ? error.message : error);
    process.exitCode = 1;
  }
}
