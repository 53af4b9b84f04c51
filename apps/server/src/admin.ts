import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { resolveDatabase } from './db/database-url';
import { runMigrations } from './db/migrate';
import { getMaintenanceMode, setMaintenanceMode } from './modules/settings/repository';
import type { Db } from './db/client';
import { StartupError } from './lib/startup-error';
import { publicAddress } from '@dappx/shared';
import { getAddress } from 'viem';
import {
  blockAddress,
  findUserByAddress,
  revokeSessionsOfAddress,
  unblockAddress,
} from './modules/users/repository';
import { formatAmount, marketPriceSymbols, parseAmount } from '@dappx/shared';
import { marketPrices } from './modules/prices/schema';
import { sql } from 'drizzle-orm';
import { credit } from './modules/ledger/credit';
import { assets, type Asset } from './modules/ledger/ledger';

async function userOf(db: Db, value: string | undefined) {
  const address = addressArgument(value);
  const user = await findUserByAddress(db, address);
  if (!user) throw new UsageError(`No account is registered for ${address}.`);
  return user;
}

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
  credit: {
    usage: 'credit <address> <ACE|DAPPX|ZERA|EDAO|ETH> <amount> <reason…>   (an airdrop, as a ledger entry)',
    run: async (db, [value, token, amountText, ...reason]) => {
      const user = await userOf(db, value);
      const asset = token?.toUpperCase() as Asset;
      if (!assets.includes(asset)) throw new UsageError(`Unknown token '${token ?? ''}'.`);
      const amount = parseAmount(amountText ?? '');
      if (amount === undefined || amount <= 0n) {
        throw new UsageError(`'${amountText ?? ''}' is not a positive amount with at most 6 decimals.`);
      }
      if (reason.length === 0) throw new UsageError('Say why: a reason is kept with the entry.');
      const entry = await db.transaction((tx) => credit(tx, user.id, asset, amount, reason.join(' ')));
      return `Credited ${formatAmount(amount)} ${asset} to ${user.publicAddress} (entry ${entry}).`;
    },
  },
  price: {
    usage: 'price <ACE|DAPPX|ETH|IMX> <usd>   (the demo price source)',
    run: async (db, [symbol, usdText]) => {
      const token = symbol?.toUpperCase() as (typeof marketPriceSymbols)[number];
      if (!marketPriceSymbols.includes(token)) throw new UsageError(`Unknown symbol '${symbol ?? ''}'.`);
      if (!/^\d{1,18}(\.\d{1,12})?$/.test(usdText ?? ''))
        throw new UsageError(`'${usdText ?? ''}' is not a USD price.`);
      await db
        .insert(marketPrices)
        .values({ symbol: token, usd: usdText! })
        .onConflictDoUpdate({ target: marketPrices.symbol, set: { usd: usdText!, updatedAt: new Date() } });
      return `${token} is now ${usdText} USD (pages see it within a minute).`;
    },
  },
  statement: {
    usage: 'statement <address>   (balances and the last 20 entries)',
    run: async (db, [value]) => {
      const user = await userOf(db, value);
      const balances = await db.execute<{ asset: string; bucket: string; balance: string }>(sql`
        SELECT asset, bucket, balance FROM ledger_accounts WHERE user_id = ${user.id} ORDER BY asset, bucket`);
      const postings = await db.execute<{
        id: string;
        kind: string;
        memo: string;
        created_at: string;
        asset: string;
        bucket: string;
        amount: string;
      }>(sql`
        SELECT e.id, e.kind, e.memo, e.created_at, p.asset, a.bucket, p.amount
        FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
        WHERE e.id IN (SELECT id FROM ledger_entries WHERE user_id = ${user.id} ORDER BY id DESC LIMIT 20)
          AND a.user_id = ${user.id}
        ORDER BY e.id DESC, p.id`);
      const entries = new Map<string, string[]>();
      for (const row of postings.rows) {
        const head = `  #${row.id} ${new Date(row.created_at).toISOString()} ${row.kind}${row.memo ? ` (${row.memo})` : ''}:`;
        if (!entries.has(head)) entries.set(head, []);
        entries.get(head)!.push(`${row.asset} ${row.bucket} ${formatAmount(BigInt(row.amount))}`);
      }
      return [
        `Statement for ${user.publicAddress} (${user.email})`,
        'Balances:',
        ...balances.rows.map(
          (row) => `  ${row.asset.padEnd(6)} ${row.bucket.padEnd(20)} ${formatAmount(BigInt(row.balance))}`,
        ),
        'Last entries:',
        ...[...entries].map(([head, lines]) => `${head} ${lines.join(', ')}`),
      ].join('\n');
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
