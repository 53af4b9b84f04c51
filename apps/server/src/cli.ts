import { loadConfig } from './config';
import { connectDatabase } from './db/client';
import { resolveDatabase } from './db/database-url';
import { runMigrations } from './db/migrate';
import { getMaintenance, setMaintenance } from './modules/settings';
import { operatorCommand } from './cli-operators';
import { UsageError, type Command } from './cli-usage';
import type { Db } from './db/client';
import { StartupError } from './lib/startup-error';
import { publicAddress } from '@dappx/shared';
import { getAddress } from 'viem';
import { blockWallet, findUserByAddress, unblockWallet } from './modules/users';
import { formatAmount, marketPriceSymbols, parseAmount } from '@dappx/shared';
import { setMarketPrice } from './modules/prices';
import { closeSeason, createSeason, listSeasons, seasonView } from './modules/seasons';
import { readSettingPairs } from './lib/settings-fields';
import {
  changeWithdrawSettings,
  describeWithdrawSettings,
  withdrawFields,
  withdrawTokens,
  type WithdrawToken,
} from './modules/withdrawals';
import {
  changeStakingSettings,
  describeStakingSettings,
  fieldsOf,
  stakingTokens,
  type StakingToken,
} from './modules/token-staking';
import { assets, grantCredit, statementOf, type Asset } from './modules/ledger';
import { listRefunds } from './modules/marketplace';

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

const commands: Record<string, Command> = {
  refunds: {
    usage: 'refunds   (NFT payments the store could not use, given back: sent, or due for you to send)',
    run: async (db) => {
      const refunds = await listRefunds(db);
      if (refunds.length === 0) return 'No refunds.';
      return refunds
        .map((refund) =>
          [
            refund.createdAt.toISOString(),
            refund.status === 'sent'
              ? `sent in ${refund.refundTxId}`
              : refund.attemptedAt
                ? 'attempted, check the chain'
                : 'due',
            `${formatAmount(refund.amount)} ETH on L2 to ${refund.toAddress}`,
            `(${refund.reason}; payment ${refund.paymentTxId}, order ${refund.orderId})`,
          ].join('  '),
        )
        .join('\n');
    },
  },
  operator: operatorCommand,
  maintenance: {
    usage: 'maintenance on [message…] | off | status   (the message is shown to visitors while on)',
    run: async (db, [state, ...message]) => {
      if (state === 'on' || state === 'off') {
        await setMaintenance(db, 'cli', { on: state === 'on', message: message.join(' ').trim() });
        return `Maintenance mode is now ${state}.`;
      }
      if (state === 'status' || state === undefined) {
        const { on, message: note } = await getMaintenance(db);
        return `Maintenance mode is ${on ? 'on' : 'off'}.${note ? ` Message: ${note}` : ''}`;
      }
      throw new UsageError(`Unknown maintenance state '${state}'.`);
    },
  },
  block: {
    usage: 'block <address> [reason]   (also ends the wallet’s sessions)',
    run: async (db, [value, ...reason]) => {
      const address = addressArgument(value);
      // The console's Block does the same (one service, one audit row; the actor here is `cli`).
      const { blocked, sessionsEnded } = await blockWallet(db, 'cli', address, reason.join(' '));
      if (!blocked) return `${address} was already blocked.`;
      return `${address} is blocked; ${sessionsEnded} session(s) ended.`;
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
      const request = {
        userId: user.id,
        address: user.publicAddress,
        asset,
        amount,
        reason: reason.join(' '),
      };
      const answer = await grantCredit(db, 'cli', request, undefined);
      if (answer.status === 'pending')
        return `Above the approval threshold: ${formatAmount(amount)} ${asset} to ${user.publicAddress} waits for an operator's approval in the console (credit ${answer.id}).`;
      return `Credited ${formatAmount(amount)} ${asset} to ${user.publicAddress} (entry ${answer.entry_id}).`;
    },
  },
  price: {
    usage: 'price <ACE|DAPPX|ETH|IMX> <usd>   (the demo price source)',
    run: async (db, [symbol, usdText]) => {
      const token = symbol?.toUpperCase() as (typeof marketPriceSymbols)[number];
      if (!marketPriceSymbols.includes(token)) throw new UsageError(`Unknown symbol '${symbol ?? ''}'.`);
      if (!/^\d{1,18}(\.\d{1,12})?$/.test(usdText ?? ''))
        throw new UsageError(`'${usdText ?? ''}' is not a USD price.`);
      await setMarketPrice(db, 'cli', token, usdText!);
      return `${token} is now ${usdText} USD (pages see it within a minute).`;
    },
  },
  statement: {
    usage: 'statement <address>   (balances and the last 20 entries)',
    run: async (db, [value]) => {
      const user = await userOf(db, value);
      const { balances, postings } = await statementOf(db, user.id);
      const entries = new Map<string, string[]>();
      for (const row of postings) {
        const note = row.tx_hash ?? row.memo;
        const head = `  #${row.id} ${new Date(row.created_at).toISOString()} ${row.kind}${note ? ` (${note})` : ''}:`;
        if (!entries.has(head)) entries.set(head, []);
        entries.get(head)!.push(`${row.asset} ${row.bucket} ${formatAmount(BigInt(row.amount))}`);
      }
      return [
        `Statement for ${user.publicAddress} (${user.email})`,
        'Balances:',
        ...balances.map(
          (row) => `  ${row.asset.padEnd(6)} ${row.bucket.padEnd(20)} ${formatAmount(BigInt(row.balance))}`,
        ),
        'Last entries:',
        ...[...entries].map(([head, lines]) => `${head} ${lines.join(', ')}`),
      ].join('\n');
    },
  },
  staking: {
    usage:
      'staking show | staking set <ACE|EDAO|DAPPX|ACE-PLEDGING> <field>=<value>…   (governance staking of ACE and EDAO; DAPPX and ACE staked per token; the API settings names)',
    run: async (db, [action, tokenText, ...pairs]) => {
      if (action === 'show' || action === undefined) {
        const lines = await Promise.all(stakingTokens.map((token) => describeStakingSettings(db, token)));
        return lines.flat().join('\n');
      }
      if (action !== 'set') throw new UsageError(`Unknown staking action '${action}'.`);
      const token = tokenText?.toUpperCase() as StakingToken;
      if (!stakingTokens.includes(token)) throw new UsageError(`Unknown staking token '${tokenText ?? ''}'.`);
      if (pairs.length === 0) throw new UsageError('Give at least one <field>=<value>.');
      const read = readSettingPairs(fieldsOf(token), pairs);
      if ('problem' in read) throw new UsageError(`${token}: ${read.problem}.`);
      const { values } = read;
      let saved;
      try {
        saved = await changeStakingSettings(db, 'cli', token, values);
      } catch (error) {
        throw new UsageError(`The settings were refused: ${(error as Error).message}`);
      }
      if (saved === undefined)
        throw new UsageError(`${token} staking is not configured (the demo seed or a migration adds it).`);
      const settingsNow = (await describeStakingSettings(db, token)).join('\n');
      if (!saved.waiting_change) return settingsNow;
      return `The change raises a rate above its approval threshold: it waits for an operator to approve it in the console (Waiting for approval), change ${saved.waiting_change.id}. Nothing changed yet:\n${settingsNow}`;
    },
  },
  withdraw: {
    usage:
      'withdraw show | withdraw set <ACE|DAPPX> <field>=<value>…   (allow_withdrawal, fees in ACE, daily limits)',
    run: async (db, [action, tokenText, ...pairs]) => {
      if (action === 'show' || action === undefined) {
        return (await Promise.all(withdrawTokens.map((token) => describeWithdrawSettings(db, token))))
          .flat()
          .join('\n');
      }
      if (action !== 'set') throw new UsageError(`Unknown withdraw action '${action}'.`);
      const token = tokenText?.toUpperCase() as WithdrawToken;
      if (!withdrawTokens.includes(token))
        throw new UsageError(`Unknown withdraw token '${tokenText ?? ''}'.`);
      if (pairs.length === 0) throw new UsageError('Give at least one <field>=<value>.');
      const read = readSettingPairs(withdrawFields, pairs);
      if ('problem' in read) throw new UsageError(`${token}: ${read.problem}.`);
      if ((await changeWithdrawSettings(db, 'cli', token, read.values)) === undefined) {
        throw new UsageError(`${token} withdrawals are not configured (the demo seed adds them).`);
      }
      return (await describeWithdrawSettings(db, token)).join('\n');
    },
  },
  season: {
    usage:
      'season list | season create <name> <min> <max> <collect-days> <lock-days> | season close <id>   (ACE season stakes)',
    run: async (db, [action, ...args]) => {
      if (action === 'list' || action === undefined) {
        const seasons = await listSeasons(db);
        if (seasons.length === 0) return 'No seasons are open, locked or recently completed.';
        return seasons
          .map((season) => {
            const view = seasonView(season);
            return `${view._id}  ${view.name}  ${view.min_amount}-${view.max_amount} ACE  ${view.status}  collects until ${view.end_date}, locks ${view.duration_days} days`;
          })
          .join('\n');
      }
      if (action === 'create') {
        const [name, minText, maxText, collectText, lockText] = args;
        const min = parseAmount(minText ?? '');
        const max = parseAmount(maxText ?? '');
        if (!name) throw new UsageError('Name the season.');
        if (!min || !max || max < min)
          throw new UsageError('min and max must be positive amounts, max >= min.');
        if (!/^\d{1,4}$/.test(collectText ?? '') || !/^\d{1,4}$/.test(lockText ?? '')) {
          throw new UsageError('collect-days and lock-days must be whole numbers of days.');
        }
        const { id } = await createSeason(db, 'cli', {
          name,
          minAmount: min,
          maxAmount: max,
          collectDays: Number(collectText),
          lockDays: Number(lockText),
        });
        return `Season '${name}' (${id}) collects stakes for ${collectText} days.`;
      }
      if (action === 'close') {
        const [id] = args;
        if (!/^[0-9a-f-]{36}$/i.test(id ?? '')) throw new UsageError(`'${id ?? ''}' is not a season id.`);
        const closed = await closeSeason(db, 'cli', id!);
        if (closed === undefined) throw new UsageError(`No season has the id ${id}.`);
        return `Season '${closed.name}' no longer collects stakes; its lock period runs from now.`;
      }
      throw new UsageError(`Unknown season action '${action}'.`);
    },
  },
  unblock: {
    usage: 'unblock <address>',
    run: async (db, [value]) => {
      const address = addressArgument(value);
      return (await unblockWallet(db, 'cli', address))
        ? `${address} is unblocked.`
        : `${address} was not blocked.`;
    },
  },
};

function usage(): string {
  return [
    'Usage: npm run admin -- <command>   (--help: this list)',
    ...Object.values(commands).map((c) => `  ${c.usage}`),
  ].join('\n');
}

const helpFlags = new Set(['--help', '-h', 'help']);

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name !== undefined && helpFlags.has(name)) {
    console.log(usage());
    return 0;
  }
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(name ? `Unknown command '${name}'.\n${usage()}` : usage());
    return 2;
  }
  const config = loadConfig();
  const { url, directUrl, embedded } = await resolveDatabase(config, 'tool');
  const database = connectDatabase(url, { max: 1 });
  try {
    await runMigrations(directUrl);
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
