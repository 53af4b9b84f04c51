import { formatAmount, type Asset } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithId } from '../../../test/signed-in';
import type { DbExecutor } from '../../db/client';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { everyActivityRow, heldByLedger, heldByRows, sumsText } from '../../../test/activity-sums';
import { credit, postEntry, systemAccount, userAccount, type Line } from '../ledger';
import { units } from '../../../test/amounts';

/**
 * Every (user, asset) whose kept history total differs from its entries counted one by one: the user's
 * deposits, airdrops and withdrawals with a line on their own accounts in the asset.
 */
async function totalsOffTheirEntries(t: TestApp) {
  const found = await t.db.execute(sql`
    WITH counted AS (
      SELECT e.user_id, a.asset, count(DISTINCT e.id)::int AS entries FROM ledger_entries e
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = e.user_id
      WHERE e.kind IN ('airdrop', 'deposit', 'withdraw') GROUP BY e.user_id, a.asset
    )
    SELECT coalesce(c.user_id, k.user_id) AS user_id, coalesce(c.asset, k.asset) AS asset,
      c.entries AS counted, k.entries::int AS kept
    FROM counted c FULL JOIN ledger_external_entry_counts k USING (user_id, asset)
    WHERE c.entries IS DISTINCT FROM k.entries`);
  return found.rows;
}

describe('the total of a token’s deposits and withdrawals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const newUser = () => signUpWithId(t.app, t.db);

  /** Every page of the history, as a client pages it, and the total each page announced. */
  async function wholeHistory(session: string, token: 'acent' | 'dappx') {
    const txs: { type: string; amount: string }[] = [];
    const totals = new Set<number>();
    for (let offset = 0; ; offset += 7) {
      const page = await t.app.inject({
        url: `/users/${token}/transactionsHistory?limit=7&offset=${offset}`,
        headers: { 'session-id': session },
      });
      const { txs: shown, total_rows } = page.json();
      totals.add(total_rows);
      if (shown.length === 0) break;
      txs.push(...shown);
    }
    return { txs, totals: [...totals] };
  }

  const chainDeposit = (
    userId: string,
    asset: Asset,
    lines: [bucket: 'vault' | 'active', amount: string][],
    db: DbExecutor = t.db,
  ) =>
    postEntry(db, {
      kind: 'deposit',
      userId,
      lines: [
        ...lines.map(([bucket, amount]): Line => ({
          account: userAccount(userId, asset, bucket),
          amount: units(amount),
        })),
        {
          account: systemAccount(asset, 'chain_custody'),
          amount: -lines.reduce((sum, [, amount]) => sum + units(amount), 0n),
        },
      ],
    });

  /** A withdrawal's request (amount held), then its payout to the chain or its refund. */
  async function withdrawal(userId: string, amount: string, outcome: 'paid' | 'refunded') {
    const held = units(amount);
    await postEntry(t.db, {
      kind: 'withdraw_request',
      userId,
      lines: [
        { account: userAccount(userId, 'ACE', 'vault'), amount: -held },
        { account: userAccount(userId, 'ACE', 'pending_withdrawal'), amount: held },
      ],
    });
    await postEntry(t.db, {
      kind: outcome === 'paid' ? 'withdraw' : 'withdraw_refund',
      userId,
      lines: [
        { account: userAccount(userId, 'ACE', 'pending_withdrawal'), amount: -held },
        outcome === 'paid'
          ? { account: systemAccount('ACE', 'chain_custody'), amount: held }
          : { account: userAccount(userId, 'ACE', 'vault'), amount: held },
      ],
    });
  }

  it('counts exactly the entries the history lists, under concurrent and refused postings', async () => {
    const user = await newUser();
    const other = await newUser();
    // Signed up in demo mode: one starter airdrop in each token.
    await credit(t.db, user.id, 'ACE', units('1'), 'first');
    await chainDeposit(user.id, 'ACE', [['vault', '2']]);
    // One deposit with lines in two of the user's buckets is still one entry.
    await chainDeposit(user.id, 'ACE', [
      ['vault', '3'],
      ['active', '4'],
    ]);
    await withdrawal(user.id, '5', 'paid');
    // A refunded withdrawal leaves no deposit or withdrawal behind: its entries are of other kinds.
    await withdrawal(user.id, '6', 'refunded');
    // A payout the balance cannot cover is refused, and nothing of it is counted.
    await expect(
      postEntry(t.db, {
        kind: 'withdraw',
        userId: user.id,
        lines: [
          { account: userAccount(user.id, 'ACE', 'pending_withdrawal'), amount: -units('1000000') },
          { account: systemAccount('ACE', 'chain_custody'), amount: units('1000000') },
        ],
      }),
    ).rejects.toThrow('Insufficient Balance.');
    // A transaction that posts and then fails leaves nothing counted either.
    await expect(
      t.db.transaction(async (tx) => {
        await credit(tx, user.id, 'ACE', units('7'), 'rolled back');
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    // A transfer between the user's own buckets is neither.
    await t.app.inject({
      method: 'POST',
      url: '/users/acent/transfer/vault-to-active',
      headers: { 'session-id': user.session },
      payload: { amount: '1' },
    });
    // At the same time: airdrops to both users, and a transaction of two, on separate connections.
    await Promise.all([
      ...Array.from({ length: 12 }, (_, n) => credit(t.db, user.id, 'ACE', units(`0.${n + 1}`), `many ${n}`)),
      ...Array.from({ length: 5 }, (_, n) =>
        credit(t.db, other.id, 'ACE', units(`0.${n + 1}`), `other ${n}`),
      ),
      ...Array.from({ length: 4 }, (_, n) =>
        credit(t.db, user.id, 'DAPPX', units(`0.${n + 1}`), `dappx ${n}`),
      ),
      t.db.transaction(async (tx) => {
        await credit(tx, user.id, 'ACE', units('8'), 'pair');
        await chainDeposit(user.id, 'ACE', [['vault', '9']], tx);
      }),
    ]);

    // The starter airdrop, the credit and two deposits, the payout, the 12 concurrent airdrops, the pair.
    const acent = await wholeHistory(user.session, 'acent');
    expect(acent.txs).toHaveLength(1 + 3 + 1 + 12 + 2);
    expect(acent.totals).toEqual([acent.txs.length]);
    expect(acent.txs.filter((tx) => tx.type === 'withdraw').map((tx) => tx.amount)).toEqual(['5']);
    const dappx = await wholeHistory(user.session, 'dappx');
    expect(dappx.totals).toEqual([1 + 4]);
    expect(dappx.txs).toHaveLength(1 + 4);
    expect((await wholeHistory(other.session, 'acent')).totals).toEqual([1 + 5]);
    expect(await totalsOffTheirEntries(t)).toEqual([]);

    // The activity list: one row per withdrawal (a payout adds none), the refunded one given back on a
    // row of its own, and per token its rows add up to what the user holds.
    const rows = await everyActivityRow(t.app, user.session);
    const shown = (kind: string) =>
      rows.filter((row) => row.kind === kind).map((row) => [row.direction, formatAmount(BigInt(row.amount))]);
    expect(shown('withdrawal')).toEqual([
      ['out', '6'],
      ['out', '5'],
    ]);
    expect(shown('refund')).toEqual([['in', '6']]);
    expect(sumsText(heldByRows(rows))).toEqual(sumsText((await heldByLedger(t.db, user.id)).held));
  });

  it('counts an entry once in each asset it moves for the user', async () => {
    const user = await newUser();
    await postEntry(t.db, {
      kind: 'airdrop',
      userId: user.id,
      lines: [
        { account: systemAccount('ACE', 'airdrops'), amount: -units('1') },
        { account: userAccount(user.id, 'ACE', 'vault'), amount: units('1') },
        { account: systemAccount('DAPPX', 'airdrops'), amount: -units('2') },
        { account: userAccount(user.id, 'DAPPX', 'vault'), amount: units('2') },
      ],
    });
    expect((await wholeHistory(user.session, 'acent')).totals).toEqual([2]);
    expect((await wholeHistory(user.session, 'dappx')).totals).toEqual([2]);
    expect(await totalsOffTheirEntries(t)).toEqual([]);
  });
});
