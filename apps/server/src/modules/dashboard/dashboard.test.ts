import { demoTokenAbi, vaultAbi } from '@dappx/contracts';
import type { DashboardResponse } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import { createPublicClient, createWalletClient, http } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { startDepositIndexers } from '../deposits';
import { users } from '../users';
import { units } from '../../../test/amounts';

type ChainApp = Awaited<ReturnType<typeof createChainTestApp>>;

describe('/admin/api/dashboard: the day’s figures', () => {
  let t: ChainApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createChainTestApp({ DEMO_MODE: 'true', DEPOSIT_CONFIRMATIONS: '1', CHAIN_POLL_MS: '200' });
    headers = (await signInAsOperator(t.app, t.db, 'editor')).headers;
  }, 120_000);
  afterAll(() => t?.close());

  const dashboard = async (): Promise<DashboardResponse> => {
    const answer = await t.app.inject({ method: 'GET', url: '/admin/api/dashboard', headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const todayOf = (figures: DashboardResponse) => figures.days.at(-1)!;
  const flowOf = (rows: DashboardResponse['deposits'], day: string) =>
    rows.find((row) => row.day === day && row.token === 'ACE') ?? { count: 0, amount: '0' };
  const feesOf = (figures: DashboardResponse) =>
    figures.fees.find((row) => row.day === figures.today && row.asset === 'ACE')?.amount ?? '0';

  async function deposit(wallet: PrivateKeyAccount, amount: bigint) {
    const client = createPublicClient({ transport: http(t.chains.l1.rpcUrl), pollingInterval: 50 });
    const writer = createWalletClient({ transport: http(t.chains.l1.rpcUrl), account: wallet });
    const { vault, ace } = t.chains.contracts;
    await client.waitForTransactionReceipt({
      hash: await writer.writeContract({
        address: ace,
        abi: demoTokenAbi,
        functionName: 'approve',
        chain: null,
        args: [vault, amount],
      }),
    });
    await client.waitForTransactionReceipt({
      hash: await writer.writeContract({
        address: vault,
        abi: vaultAbi,
        functionName: 'deposit',
        chain: null,
        args: [ace, amount],
      }),
    });
    await t.mine('l1', 2);
  }

  async function until(check: () => Promise<boolean>) {
    for (let tries = 0; tries < 100 && !(await check()); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('counts a sign-up, a credited deposit and a withdrawal with its fees; shows the indexer lag per chain', async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(14);
    expect(before.conservation).toEqual({ ok: true, imbalances: [] });

    const user = await signUp(t.app);
    await t.db.update(users).set({ isVerified: true }).where(eq(users.publicAddress, user.address));
    const afterSignUp = await dashboard();
    expect(todayOf(afterSignUp).sign_ups).toBe(todayOf(before).sign_ups + 1);
    expect(todayOf(afterSignUp).active_users).toBe(todayOf(before).active_users + 1);

    const depositsBefore = flowOf(before.deposits, before.today);
    await deposit(user.wallet, units('12.5'));
    const loops = startDepositIndexers({ config: t.config, db: t.db, log: t.app.log }, t.config.chains!);
    try {
      await until(
        async () => flowOf((await dashboard()).deposits, before.today).count > depositsBefore.count,
      );
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
    }
    const afterDeposit = await dashboard();
    expect(flowOf(afterDeposit.deposits, before.today)).toMatchObject({
      count: depositsBefore.count + 1,
      amount: String(BigInt(depositsBefore.amount) + units('12.5')),
    });
    const [acent] = afterDeposit.indexer_lag;
    expect(acent).toMatchObject({ chain_id: t.chains.l1.chainId, name: 'Acent' });
    expect(BigInt(acent!.lag!)).toBe(BigInt(acent!.head!) - BigInt(acent!.cursor!));
    expect(BigInt(acent!.lag!)).toBeLessThanOrEqual(2n);

    const withdraw = await t.app.inject({
      method: 'POST',
      url: '/users/acent/withdraw',
      headers: { 'session-id': user.session },
      payload: { amount: '100' },
    });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    const afterWithdrawal = await dashboard();
    expect(flowOf(afterWithdrawal.withdrawals, before.today)).toMatchObject({
      count: flowOf(before.withdrawals, before.today).count + 1,
    });
    // The demo's ACE withdrawal fees: 1 + 0.5 + 0.5 ACE into the three fee accounts.
    expect(BigInt(feesOf(afterWithdrawal)) - BigInt(feesOf(before))).toBe(units('2'));
    expect(afterWithdrawal.conservation.ok).toBe(true);
  });

  it('reports an asset whose postings do not sum to zero (forced past the ledger’s triggers in this throwaway database)', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        WITH entry AS (INSERT INTO ledger_entries (kind, memo) VALUES ('test', 'forced') RETURNING id)
        INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
        SELECT entry.id, a.id, 'DAPPX', 7 FROM entry, ledger_accounts a
        WHERE a.asset = 'DAPPX' AND a.user_id IS NULL LIMIT 1`);
    });
    expect((await dashboard()).conservation).toEqual({
      ok: false,
      imbalances: [{ asset: 'DAPPX', sum: '7' }],
    });
  });

  it('is open to every operator role, and to nobody signed out', async () => {
    for (const role of ['support', 'finance', 'owner'] as const) {
      const operator = await signInAsOperator(t.app, t.db, role);
      const answer = await t.app.inject({
        method: 'GET',
        url: '/admin/api/dashboard',
        headers: operator.headers,
      });
      expect(answer.statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/dashboard' })).statusCode).toBe(401);
  });
});
