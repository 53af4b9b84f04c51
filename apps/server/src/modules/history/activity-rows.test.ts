import { formatAmount, type ActivityItem } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithId } from '../../../test/signed-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { feeLines, postEntry, statementOf, systemAccount, userAccount } from '../ledger';
import { units } from '../../../test/amounts';

type User = Awaited<ReturnType<typeof signUpWithId>>;

const shown = (row: ActivityItem) => ({
  kind: row.kind,
  token: row.token,
  direction: row.direction,
  amount: formatAmount(BigInt(row.amount)),
  fees: row.fees.map((fee) => `${formatAmount(BigInt(fee.amount))} ${fee.token}`),
  state: row.state,
});

describe('the activity list’s rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const newUser = () => signUpWithId(t.app, t.db);
  const rowsOf = async (user: User, query = '') => {
    const page = await t.app.inject({
      url: `/users/activity?limit=100${query}`,
      headers: { 'session-id': user.session },
    });
    expect(page.statusCode, page.body).toBe(200);
    return (page.json() as { items: ActivityItem[] }).items;
  };

  /**
   * A withdrawal as the withdrawals module books it: the amount held and the ACE fees paid in one entry,
   * its row, then the payout (held -> chain custody) or the refund (held and fees back).
   */
  async function withdrawal(
    userId: string,
    token: 'ACE' | 'DAPPX',
    amount: string,
    end: 'pending' | 'paid' | 'cancelled',
  ) {
    const held = units(amount);
    const fees = { core: units('0.5'), nitro: units('0.3'), ubi: units('0.2') };
    const feePayer = userAccount(userId, 'ACE', 'vault');
    const pending = userAccount(userId, token, 'pending_withdrawal');
    const request = await postEntry(t.db, {
      kind: 'withdraw_request',
      userId,
      lines: [
        { account: userAccount(userId, token, 'vault'), amount: -held },
        { account: pending, amount: held },
        ...feeLines(feePayer, 'ACE', fees),
      ],
    });
    const paidTx = `0x${String(request).padStart(64, '0')}`;
    const settle =
      end === 'pending'
        ? null
        : await postEntry(t.db, {
            kind: end === 'paid' ? 'withdraw' : 'withdraw_refund',
            userId,
            ...(end === 'paid' ? { txHash: paidTx } : {}),
            lines: [
              { account: pending, amount: -held },
              end === 'paid'
                ? { account: systemAccount(token, 'chain_custody'), amount: held }
                : { account: userAccount(userId, token, 'vault'), amount: held },
              ...(end === 'cancelled' ? feeLines(feePayer, 'ACE', fees, -1n) : []),
            ],
          });
    await t.db.execute(sql`
      INSERT INTO withdrawals (user_id, token, amount, fee_core, fee_nitro, fee_ubi, nonce, deadline, to_address,
        signature, from_block, status, request_entry_id, settle_entry_id, tx_hash)
      VALUES (${userId}, ${token}, ${String(held)}, ${String(fees.core)}, ${String(fees.nitro)}, ${String(fees.ubi)},
        nextval('withdraw_nonces'), now() + interval '1 hour', ${`0x${'12'.repeat(20)}`}, '0x', 1,
        ${end === 'paid' ? 'fulfilled' : end}, ${request}, ${settle}, ${end === 'paid' ? paidTx : null})`);
    return { paidTx };
  }

  it('shows a withdrawal as one row with its fees nested, marked pending, paid, or cancelled and refunded', async () => {
    const user = await newUser();
    // Enough in the vaults beside the demo's starter credit.
    await t.db.transaction(async (tx) => {
      for (const token of ['ACE', 'DAPPX'] as const)
        await postEntry(tx, {
          kind: 'deposit',
          userId: user.id,
          lines: [
            { account: systemAccount(token, 'chain_custody'), amount: -units('500') },
            { account: userAccount(user.id, token, 'vault'), amount: units('500') },
          ],
        });
    });
    await withdrawal(user.id, 'ACE', '100', 'cancelled');
    const { paidTx } = await withdrawal(user.id, 'ACE', '100', 'paid');
    await withdrawal(user.id, 'DAPPX', '40', 'pending');

    const rows = await rowsOf(user);
    const withdrawals = rows.filter((row) => row.kind === 'withdrawal' || row.kind === 'refund');
    expect(withdrawals.map(shown)).toEqual([
      {
        kind: 'withdrawal',
        token: 'DAPPX',
        direction: 'out',
        amount: '40',
        fees: ['1 ACE'],
        state: 'pending',
      },
      { kind: 'withdrawal', token: 'ACE', direction: 'out', amount: '100', fees: ['1 ACE'], state: 'paid' },
      { kind: 'refund', token: 'ACE', direction: 'in', amount: '100', fees: ['-1 ACE'], state: null },
      {
        kind: 'withdrawal',
        token: 'ACE',
        direction: 'out',
        amount: '100',
        fees: ['1 ACE'],
        state: 'cancelled',
      },
    ]);
    // The paid one carries its payout's transaction; nothing in the list looks like money coming in but the refund.
    expect(withdrawals[1]!.tx_hash).toBe(paidTx);
    expect(
      rows
        .filter((row) => row.direction === 'in')
        .map((row) => row.kind)
        .sort(),
    ).toEqual(['airdrop', 'airdrop', 'airdrop', 'airdrop', 'deposit', 'deposit', 'refund']);
    // What is on its way out is the pending withdrawals' rows, and an ACE list leaves the DAPPX one out.
    const balances = (await statementOf(t.db, user.id)).balances;
    const leaving = balances.find((row) => row.asset === 'DAPPX' && row.bucket === 'pending_withdrawal')!;
    expect(formatAmount(BigInt(leaving.balance))).toBe('40');
    expect((await rowsOf(user, '&token=ACE')).every((row) => row.token === 'ACE')).toBe(true);
    expect((await rowsOf(user, '&kind=withdrawal')).map((row) => row.state)).toEqual([
      'pending',
      'paid',
      'cancelled',
    ]);
  });

  /** A reward of `amount` EDAO as the staking core posts it, `daysAgo` days back (inserted as at that time). */
  async function reward(userId: string, amount: bigint, daysAgo: number) {
    await t.db.execute(sql`
      WITH made AS (
        INSERT INTO ledger_entries (kind, user_id, created_at)
        VALUES ('governance-reward:ACE', ${userId}, now() - make_interval(days => ${daysAgo}))
        RETURNING id, created_at
      ), accounts AS (
        SELECT ledger_account_id(${userId}::uuid, 'EDAO', 'active') AS own,
          ledger_account_id(NULL, 'EDAO', 'rewards_pool') AS pool
      ), moved AS (
        UPDATE ledger_accounts SET balance = balance + CASE WHEN user_id IS NULL THEN -1 ELSE 1 END * ${String(amount)}::numeric
        WHERE id IN (SELECT own FROM accounts UNION ALL SELECT pool FROM accounts)
      )
      INSERT INTO ledger_postings (entry_id, account_id, asset, amount, created_at)
      SELECT made.id, accounts.own, 'EDAO', ${String(amount)}::numeric, made.created_at FROM made, accounts
      UNION ALL SELECT made.id, accounts.pool, 'EDAO', ${String(-amount)}::numeric, made.created_at FROM made, accounts`);
  }

  it('sums staking rewards into one row per day and token, and shows no row of nothing', async () => {
    const user = await newUser();
    for (const amount of ['0.01', '0.02', '0.03']) await reward(user.id, units(amount), 1);
    for (const amount of ['0.004', '0.006']) await reward(user.id, units(amount), 0);
    // Something else between two of the day's rewards: the day's row still sums them all.
    await postEntry(t.db, {
      kind: 'transfer',
      userId: user.id,
      lines: [
        { account: userAccount(user.id, 'EDAO', 'vault'), amount: -units('1') },
        { account: userAccount(user.id, 'EDAO', 'active'), amount: units('1') },
      ],
    });
    await reward(user.id, units('0.005'), 0);

    const rows = await rowsOf(user, '&token=EDAO');
    expect(rows.map((row) => [row.kind, row.direction, formatAmount(BigInt(row.amount)), row.count])).toEqual(
      [
        ['reward', 'in', '0.015', 3],
        ['transfer', 'within', '1', 1],
        ['airdrop', 'in', '50', 1],
        ['reward', 'in', '0.06', 3],
      ],
    );
    expect(rows.every((row) => BigInt(row.amount) > 0n)).toBe(true);
    // Read a row at a time, each day's sum is the same whole sum.
    const one = await t.app.inject({
      url: '/users/activity?limit=1&token=EDAO&kind=reward',
      headers: { 'session-id': user.session },
    });
    const next = await rowsOf(user, `&token=EDAO&kind=reward&cursor=${one.json().next_cursor}`);
    expect(
      [...one.json().items, ...next].map((row: ActivityItem) => formatAmount(BigInt(row.amount))),
    ).toEqual(['0.015', '0.06']);
  });
});
