import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { credit, postEntry, systemAccount, userAccount } from '../ledger';
import { findUserByAddress } from '../users';
import { parseAmount } from '@dappx/shared';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('history calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const get = (session: string, url: string) => t.app.inject({ url, headers: { 'session-id': session } });

  it('pages the ACE deposits newest first, with total_rows and a transaction number', async () => {
    const user = await signUp(t.app);
    const { id } = (await findUserByAddress(t.db, user.address))!;
    for (const amount of ['1', '2', '3'])
      await credit(t.db, id, 'ACE', parseAmount(amount)!, `test ${amount}`);
    // Moving between one's own buckets is not a deposit or a withdrawal.
    await t.app.inject({
      method: 'POST',
      url: '/users/acent/transfer/vault-to-active',
      headers: { 'session-id': user.session },
      payload: { amount: '5' },
    });
    const first = (await get(user.session, '/users/acent/transactionsHistory?limit=2&offset=0')).json();
    expect(first.total_rows).toBe(4); // the demo starter credit and three more
    expect(first.txs.map((tx: { amount: string }) => tx.amount)).toEqual(['3', '2']);
    expect(first.txs[0]).toMatchObject({ type: 'deposit' });
    expect(first.txs[0].tn).toMatch(/^DX-\d+$/);
    const last = (await get(user.session, '/users/acent/transactionsHistory?limit=2&offset=2')).json();
    expect(last.txs.map((tx: { amount: string }) => tx.amount)).toEqual(['1', '1000']);
    const beyond = (await get(user.session, '/users/acent/transactionsHistory?limit=2&offset=10')).json();
    expect(beyond).toEqual({ txs: [], total_rows: 4 });
  });

  it('numbers a chain entry by its tx_hash column, never by a memo that looks like a hash', async () => {
    const user = await signUp(t.app);
    const { id } = (await findUserByAddress(t.db, user.address))!;
    const deposit = (amount: string, fields: { memo?: string; txHash?: string }) =>
      postEntry(t.db, {
        kind: 'deposit',
        userId: id,
        ...fields,
        lines: [
          { account: systemAccount('ACE', 'chain_custody'), amount: -parseAmount(amount)! },
          { account: userAccount(id, 'ACE', 'vault'), amount: parseAmount(amount)! },
        ],
      });
    const hash = `0x${'ab'.repeat(32)}`;
    const lookalike = `0x${'cd'.repeat(32)}`;
    const chained = await deposit('7', { txHash: hash });
    const memoOnly = await deposit('8', { memo: lookalike });
    const { txs } = (await get(user.session, '/users/acent/transactionsHistory?limit=2&offset=0')).json();
    expect(txs).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '8', tn: `DX-${memoOnly}` }),
      expect.objectContaining({ type: 'deposit', amount: '7', tn: hash }),
    ]);
    // The latest entries still name the chain entry by its hash in their memo.
    const { transactions } = (await get(user.session, '/users/getTransactions')).json();
    expect(transactions.slice(0, 2)).toMatchObject([
      { _id: String(memoOnly), kind: 'deposit', memo: lookalike },
      { _id: String(chained), kind: 'deposit', memo: hash },
    ]);
  });

  it('refuses a bad page and an unknown token', async () => {
    const user = await signUp(t.app);
    expect((await get(user.session, '/users/acent/transactionsHistory?limit=0')).statusCode).toBe(400);
    expect((await get(user.session, '/users/zera/transactionsHistory')).statusCode).toBe(400);
    expect((await t.app.inject('/users/acent/transactionsHistory')).statusCode).toBe(401);
  });

  it('lists the user’s latest entries with their own lines only', async () => {
    const user = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/users/dappx/transfer/vault-to-active',
      headers: { 'session-id': user.session },
      payload: { amount: '2.5' },
    });
    const { transactions } = (await get(user.session, '/users/getTransactions')).json();
    expect(transactions[0]).toMatchObject({
      kind: 'transfer',
      postings: [
        { token: 'DAPPX', bucket: 'vault', amount: '-2.5' },
        { token: 'DAPPX', bucket: 'active', amount: '2.5' },
      ],
    });
    expect(transactions.filter((entry: { kind: string }) => entry.kind === 'airdrop')).toHaveLength(4);
  });
});
