import { formatAmount, type ActivityItem } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSeasons, signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { heldByLedger, heldByRows, sumsText } from '../../../test/activity-sums';
import { feeLines, postEntry, systemAccount, userAccount } from '../ledger';
import { findUserByAddress } from '../users';
import { units } from '../../../test/amounts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type User = Awaited<ReturnType<typeof signUp>>;

const feeText = (fee: ActivityItem['fees'][number]) => `${formatAmount(BigInt(fee.amount))} ${fee.token}`;

describe('the activity list', () => {
  let t: TestApp;
  let seasonId: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
    seasonId = (await demoSeasons(t.app)).ranged._id;
  });
  afterAll(() => t.close());

  const post = async (user: User, url: string, payload?: object) => {
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'session-id': user.session },
      ...(payload ? { payload } : {}),
    });
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  };
  const get = (user: User, url: string) => t.app.inject({ url, headers: { 'session-id': user.session } });
  const userIdOf = async (user: User) => (await findUserByAddress(t.db, user.address))!.id;

  /** Every row of the list, read a page of `limit` at a time by its cursor. */
  async function everyRow(user: User, filter = '', limit = 7) {
    const rows: ActivityItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(
        user,
        `/users/activity?limit=${limit}${filter}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { items: ActivityItem[]; next_cursor: string | null };
      rows.push(...body.items);
      cursor = body.next_cursor;
    } while (cursor);
    return rows;
  }

  /** A chain deposit as the indexer credits it, and a withdrawal request cancelled with its fees back. */
  async function chainMovements(userId: string) {
    await postEntry(t.db, {
      kind: 'deposit',
      userId,
      txHash: `0x${'ab'.repeat(32)}`,
      lines: [
        { account: systemAccount('ACE', 'chain_custody'), amount: -units('7') },
        { account: userAccount(userId, 'ACE', 'vault'), amount: units('7') },
      ],
    });
    const fees = { core: units('1'), nitro: units('0.5'), ubi: units('0.5'), total: units('2') };
    const held = [
      { account: userAccount(userId, 'ACE', 'vault'), amount: -units('1') },
      { account: userAccount(userId, 'ACE', 'pending_withdrawal'), amount: units('1') },
    ];
    await postEntry(t.db, {
      kind: 'withdraw_request',
      userId,
      lines: [...held, ...feeLines(userAccount(userId, 'ACE', 'vault'), 'ACE', fees)],
    });
    await postEntry(t.db, {
      kind: 'withdraw_refund',
      userId,
      lines: [
        ...held.map((line) => ({ ...line, amount: -line.amount })),
        ...feeLines(userAccount(userId, 'ACE', 'vault'), 'ACE', fees, -1n),
      ],
    });
  }

  /** A user who has done every kind of movement the store posts. */
  async function busyUser() {
    const user = await signUp(t.app);
    const userId = await userIdOf(user);
    await chainMovements(userId);
    await post(user, '/users/acent/transfer/vault-to-active', { amount: '100' });
    await post(user, '/users/dappx/transfer/vault-to-active', { amount: '50' });
    await post(user, '/users/zera/transfer/main-to-pocket', { amount: '3' });
    await post(user, '/users/acent/governance-pledging/activate');
    await post(user, '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
    await post(user, '/users/acent/governance-pledging/pledge', { amount: '10' });
    await post(user, '/users/acent/governance-pledging/unpledge', { amount: '4' }); // inside the penalty window
    await post(user, '/users/createPledging', { pledgeAmount: '20', tokenType: 'DAPPX' });
    await post(user, '/users/createUnpledgeTx', { unpledgeAmount: '10', tokenType: 'DAPPX' });
    await post(user, '/users/acent/createPledge', {
      pledgeAmount: '15',
      wallet: user.address,
      season_id: seasonId,
    });
    // An hour passes: the stakes earn Zera and EDAO on the next reads.
    await t.db.execute(sql`
      UPDATE staking_accounts SET mined_until = mined_until - interval '1 hour' WHERE user_id = ${userId}`);
    await post(user, '/users/getEarnedZeraBalance', { token_type: 'DAPPX' });
    expect((await get(user, '/users/acent/governance-pledging/edao-earned')).statusCode).toBe(200);
    return { user, userId };
  }

  it('shows one row per thing the user did: per token, its rows add up to what the user holds', async () => {
    const { user, userId } = await busyUser();
    const rows = await everyRow(user);

    const ledger = await heldByLedger(t.db, userId);
    expect(ledger.held.size).toBeGreaterThanOrEqual(4);
    expect(sumsText(heldByRows(rows))).toEqual(sumsText(ledger.held));
    // The totals the wallet area shows are the same sums, stakes included.
    const totals = (await get(user, '/users/totals')).json().tokens as { token: string; total: string }[];
    expect(sumsText(new Map(totals.map(({ token, total }) => [token, BigInt(total)])))).toEqual(
      sumsText(heldByRows(rows)),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(rows.every((row) => BigInt(row.amount) > 0n)).toBe(true);
    // Every entry of the user is one row, but a day's rewards (one row per token) and refunds moving nothing.
    const [{ entries }] = (
      await t.db.execute<{ entries: number }>(sql`
      SELECT count(*)::int AS entries FROM ledger_entries e WHERE user_id = ${userId}
        AND kind NOT LIKE 'governance-reward:%' AND kind <> 'zera-mining'
        AND EXISTS (SELECT 1 FROM ledger_postings p WHERE p.entry_id = e.id)`)
    ).rows as [{ entries: number }];
    const daily = rows.filter((row) => row.kind === 'reward' || row.kind === 'mining');
    expect(rows.length - daily.length).toBe(entries);
    expect(daily.map((row) => `${row.kind} ${row.token}`).sort()).toEqual(['mining ZERA', 'reward EDAO']);

    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set([
        'airdrop',
        'deposit',
        'withdrawal',
        'refund',
        'transfer',
        'activation-fee',
        'stake',
        'unstake',
        'season-stake',
        'mining',
        'reward',
      ]),
    );
    // Newest first.
    const dates = rows.map((row) => Date.parse(row.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const only = (kind: string, token: string) => {
      const found = rows.filter((row) => row.kind === kind && row.token === token);
      expect(found, `${kind} ${token}`).toHaveLength(1);
      const [row] = found as [ActivityItem];
      return { ...row, amount: formatAmount(BigInt(row.amount)), fees: row.fees.map(feeText) };
    };
    expect(only('deposit', 'ACE')).toMatchObject({
      direction: 'in',
      amount: '7',
      to: 'vault',
      tx_hash: `0x${'ab'.repeat(32)}`,
    });
    // A cancelled withdrawal: out with its fees, then back with them.
    expect(only('withdrawal', 'ACE')).toMatchObject({
      direction: 'out',
      amount: '1',
      from: 'vault',
      fees: ['2 ACE'],
    });
    expect(only('refund', 'ACE')).toMatchObject({
      direction: 'in',
      amount: '1',
      to: 'vault',
      fees: ['-2 ACE'],
    });
    // The stake's three percent fees, summed; the unstake in full, its 2 % kept inside the penalty window.
    expect(only('stake', 'ACE')).toMatchObject({
      direction: 'within',
      amount: '10',
      from: 'active',
      to: 'governance_staked',
      fees: ['0.2 ACE'],
    });
    expect(only('unstake', 'ACE')).toMatchObject({
      direction: 'within',
      amount: '4',
      from: 'governance_staked',
      to: 'active',
      fees: ['0.08 ACE'],
    });
    // The DAPPX unstake: its penalty in DAPPX and its fixed fees in ACE, on one row.
    expect(only('unstake', 'DAPPX')).toMatchObject({
      direction: 'within',
      amount: '10',
      fees: ['2 ACE', '0.5 DAPPX'],
    });
    expect(only('transfer', 'ZERA')).toMatchObject({
      direction: 'within',
      amount: '3',
      from: 'main',
      to: 'pocket',
    });
    expect(only('season-stake', 'ACE')).toMatchObject({
      direction: 'within',
      amount: '15',
      to: 'season_staked',
    });
    expect(rows.filter((row) => row.kind === 'activation-fee').map((row) => row.direction)).toContain('out');
  });

  it('narrows by token and kind, and pages by cursor without a row twice or missing while rows arrive', async () => {
    const { user } = await busyUser();
    const all = await everyRow(user, '', 100);
    expect(all.length).toBeLessThan(100);

    const stakes = await everyRow(user, '&kind=stake', 1);
    expect(stakes.map((row) => row.id)).toEqual(
      all.filter((row) => row.kind === 'stake').map((row) => row.id),
    );
    expect(stakes).toHaveLength(2);
    const dappx = await everyRow(user, '&token=DAPPX', 3);
    expect(dappx.map((row) => row.id)).toEqual(
      all.filter((row) => row.token === 'DAPPX').map((row) => row.id),
    );
    const dappxUnstakes = await everyRow(user, '&token=DAPPX&kind=unstake');
    expect(dappxUnstakes.map((row) => [row.direction, row.amount])).toEqual([
      ['within', String(units('10'))],
    ]);

    // Page one is read, then new movements arrive before the next pages are asked for.
    const first = (await get(user, '/users/activity?limit=5')).json();
    await post(user, '/users/acent/transfer/vault-to-active', { amount: '1' });
    await post(user, '/users/acent/transfer/active-to-vault', { amount: '1' });
    const rest: ActivityItem[] = [];
    let cursor: string | null = first.next_cursor;
    while (cursor) {
      const page = (await get(user, `/users/activity?limit=5&cursor=${cursor}`)).json();
      rest.push(...page.items);
      cursor = page.next_cursor;
      if (rest.length === 5) await post(user, '/users/zera/transfer/main-to-pocket', { amount: '1' });
    }
    expect([...first.items, ...rest].map((row) => row.id)).toEqual(all.map((row) => row.id));
    // The three transfers made meanwhile, a row each, open a fresh first page, above the old first row.
    const fresh = (await get(user, '/users/activity?limit=4')).json().items as ActivityItem[];
    expect(fresh.slice(0, 3).map((row) => row.kind)).toEqual(Array(3).fill('transfer'));
    expect(fresh[3]!.id).toBe(all[0]!.id);
  });

  it('lists the user’s NFT payments on L2, apart from the store’s tokens', async () => {
    const user = await signUp(t.app);
    const userId = await userIdOf(user);
    const paid = `0x${'cd'.repeat(32)}`;
    const [token] = (await t.db.execute<{ id: string }>(sql`SELECT id FROM nft_tokens LIMIT 1`)).rows;
    // A payment pays for an order only under its claim.
    await t.db.execute(
      sql`INSERT INTO nft_payment_claims (payment_tx_id, purpose) VALUES (${paid}, 'order')`,
    );
    await t.db.execute(sql`
      INSERT INTO nft_orders (token_id, buyer_id, buyer_address, price, status, tx_id, expires_at, closed_at)
      VALUES (${token!.id}, ${userId}, ${user.address}, ${String(units('0.25'))}, 'fulfilled', ${paid}, now(), now())`);
    const nfts = await everyRow(user, '&token=IMX');
    expect(nfts).toEqual([
      expect.objectContaining({
        kind: 'nft-purchase',
        token: 'IMX',
        direction: 'out',
        from: 'wallet',
        amount: String(units('0.25')),
        tx_hash: paid,
      }),
    ]);
    expect((await everyRow(user, '&kind=nft-purchase')).map((row) => row.id)).toEqual(
      nfts.map((row) => row.id),
    );
    expect((await everyRow(user, '&token=ACE')).every((row) => row.token === 'ACE')).toBe(true);
  });

  it('tells deposits still waiting for confirmations apart from the rows, on the first page', async () => {
    const user = await signUp(t.app);
    const userId = await userIdOf(user);
    const [seen, seenLater] = [`0x${'ef'.repeat(32)}`, `0x${'fe'.repeat(32)}`];
    const waiting = (txHash: string, asset: string, amount: bigint, seenAt: string) => sql`
      INSERT INTO chain_deposits (chain_id, genesis_hash, vault, tx_hash, log_index, block_number, block_hash,
        token, from_address, amount, asset, user_id, status, seen_at)
      VALUES (8888, ${`0x${'00'.repeat(32)}`}, ${user.address}, ${txHash}, 0, 1, ${`0x${'11'.repeat(32)}`},
        ${user.address}, ${user.address}, ${String(amount)}, ${asset}, ${userId}, 'pending', ${seenAt})`;
    await t.db.execute(waiting(seen, 'ACE', units('12'), '2026-11-01T10:00:00Z'));
    await t.db.execute(waiting(seenLater, 'DAPPX', units('3'), '2026-11-01T10:05:00Z'));
    const first = (await get(user, '/users/activity?limit=2')).json();
    // Every token's, newest first, each with its own token.
    expect(first.pending).toEqual([
      expect.objectContaining({ token: 'DAPPX', amount: String(units('3')), tx_hash: seenLater }),
      expect.objectContaining({ token: 'ACE', amount: String(units('12')), tx_hash: seen }),
    ]);
    expect(first.items.map((row: ActivityItem) => row.tx_hash)).not.toContain(seen);
    const pendingOf = async (query: string) => (await get(user, `/users/activity?${query}`)).json().pending;
    expect(await pendingOf('token=ACE&kind=deposit')).toEqual([
      expect.objectContaining({ token: 'ACE', tx_hash: seen }),
    ]);
    expect(await pendingOf('token=DAPPX')).toEqual([expect.objectContaining({ token: 'DAPPX' })]);
    expect(await pendingOf('token=EDAO')).toEqual([]);
    expect(await pendingOf('token=IMX')).toEqual([]);
    expect(await pendingOf('kind=stake')).toEqual([]);
    expect(await pendingOf(`cursor=${first.next_cursor}`)).toEqual([]);
  });

  it('refuses a bad filter or cursor, and a caller who is not signed in', async () => {
    const user = await signUp(t.app);
    // The last: a line id past PostgreSQL's bigint, which no page ever gave out.
    const tooFar = `cursor=5415695.E${'9'.repeat(20)}`;
    expect((await get(user, '/users/activity?cursor=029.E8%009885692799407122836')).statusCode).toBe(400);
    for (const query of [
      'kind=gift',
      'kind=fee',
      'token=BTC',
      'limit=0',
      'limit=101',
      'cursor=1.2',
      'cursor=abc',
      tooFar,
    ])
      expect((await get(user, `/users/activity?${query}`)).statusCode, query).toBe(400);
    expect((await get(user, `/users/activity?${tooFar}`)).json().message).toBe(
      'Not a cursor this list gave out.',
    );
    expect((await t.app.inject('/users/activity')).statusCode).toBe(401);
  });
});
