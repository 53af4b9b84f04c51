import { demoTokenAbi, demoTokenBytecode, vaultAbi } from '@dappx/contracts';
import { sql } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExclusively } from '../../lib/background-loop';
import { createChainTestApp } from '../../../test/chain-test-app';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { balanceOf, signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { depositIndexer, indexDeposits } from './indexer';
import { depositIndexerName } from './worker';

type Store = Awaited<ReturnType<typeof createChainTestApp>>;

const units = (text: string) => parseUnits(text, 18);

/**
 * The chain side of a test: a wallet that approves the Vault and deposits, as the web dialog does, on
 * the Acent network (l1) or the second L1 network (l1b).
 */
function chainOf(store: Store, network: 'l1' | 'l1b' = 'l1') {
  const { chainId, rpcUrl } = store.chains[network];
  const chain = defineChain({
    id: chainId,
    name: network,
    nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as 'eth_chainId', params: params as never }) as Promise<unknown>;
  async function deposit(account: PrivateKeyAccount, token: Address, amount: bigint): Promise<Hex> {
    const wallet = createWalletClient({ chain, transport: http(), account });
    const { vault } = network === 'l1' ? store.chains.contracts : store.chains.l1b.contracts;
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: token,
        abi: demoTokenAbi,
        functionName: 'approve',
        args: [vault, amount],
      }),
    });
    const hash = await wallet.writeContract({
      address: vault,
      abi: vaultAbi,
      functionName: 'deposit',
      args: [token, amount],
    });
    await client.waitForTransactionReceipt({ hash });
    return hash;
  }
  /** A token the store does not take, held by `holder`. */
  async function otherToken(holder: Address, amount: bigint): Promise<Address> {
    const owner = createWalletClient({
      chain,
      transport: http(),
      account: privateKeyToAccount(store.chains.keys.owner),
    });
    const deployed = await client.waitForTransactionReceipt({
      hash: await owner.deployContract({
        abi: demoTokenAbi,
        bytecode: demoTokenBytecode,
        args: ['Other', 'OTH', owner.account.address],
      }),
    });
    const token = deployed.contractAddress!;
    await client.waitForTransactionReceipt({
      hash: await owner.writeContract({
        address: token,
        abi: demoTokenAbi,
        functionName: 'mint',
        args: [holder, amount],
      }),
    });
    return token;
  }
  return { client, rpc, deposit, otherToken };
}

async function vaultBalance(store: Store, session: string, token: 'acent' | 'dappx') {
  return units(await balanceOf(store.app, session, token));
}

async function history(store: Store, session: string, token: 'acent' | 'dappx') {
  const answer = await store.app.inject({
    method: 'GET',
    url: `/users/${token}/transactionsHistory`,
    headers: { 'session-id': session },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().txs as { type: string; amount: string; tn: string; status?: string }[];
}

async function depositBalance(store: Store, session: string) {
  const answer = await store.app.inject({
    method: 'GET',
    url: '/users/getDappxDepositBalance',
    headers: { 'session-id': session },
  });
  return answer.json() as { coin_value: string };
}

describe('the deposit indexer', () => {
  let store: Store;
  let chain: ReturnType<typeof chainOf>;
  const tick = () => indexDeposits(store.db, depositIndexer(store.config.chains!.l1Networks[0]!));
  // Every store user here is a demo account: registering funds its wallet with ACE and DAPPX on L1.
  async function member() {
    const user = await signUp(store.app);
    return { ...user, before: await vaultBalance(store, user.session, 'acent') };
  }

  beforeAll(async () => {
    store = await createChainTestApp({ DEPOSIT_CONFIRMATIONS: '2' });
    chain = chainOf(store);
  }, 60_000);
  afterAll(() => store?.close());

  it('shows a deposit as pending until confirmed, then credits it once however often it runs', async () => {
    const user = await member();
    const hash = await chain.deposit(user.wallet, store.chains.contracts.ace, units('12.5'));

    await tick();
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before);
    expect(await history(store, user.session, 'acent')).toContainEqual(
      expect.objectContaining({ type: 'deposit', tn: hash, amount: '12.5', status: 'pending' }),
    );

    await store.mine('l1', 1);
    await tick();
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before); // 1 of 2 confirmations

    await store.mine('l1', 1);
    await tick();
    await tick();
    await Promise.all([tick(), tick(), tick()]);
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('12.5'));
    const deposits = (await history(store, user.session, 'acent')).filter((item) => item.tn === hash);
    expect(deposits).toEqual([
      expect.objectContaining({ type: 'deposit', amount: '12.5', status: 'completed' }),
    ]);
    expect(await ledgerInvariants(store.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  });

  it('credits once when ticks of two replicas run at the same time under the worker lock', async () => {
    const user = await member();
    await chain.deposit(user.wallet, store.chains.contracts.ace, units('3'));
    await store.mine('l1', 2);
    const indexer = depositIndexer(store.config.chains!.l1Networks[0]!);
    await Promise.all(
      Array.from({ length: 4 }, () =>
        runExclusively(store.db, depositIndexerName, (tx) => indexDeposits(tx, indexer)),
      ),
    );
    await tick();
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('3'));
  });

  it('credits an event seen again (the range read a second time) only once', async () => {
    const user = await member();
    const hash = await chain.deposit(user.wallet, store.chains.contracts.ace, units('4'));
    await store.mine('l1', 2);
    await tick();
    await store.db.execute(sql`UPDATE deposit_cursors SET last_block = 0`);
    await tick();
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('4'));
    // The chain's hash is kept in the entry's tx_hash column, and the memo stays empty.
    const { rows } = await store.db.execute<{ count: number; memo: string }>(
      sql`SELECT count(*)::int AS count, string_agg(memo, ',') AS memo FROM ledger_entries WHERE kind = 'deposit' AND tx_hash = ${hash}`,
    );
    expect(rows).toEqual([{ count: 1, memo: '' }]);
    expect((await history(store, user.session, 'acent')).filter((item) => item.tn === hash)).toHaveLength(1);
  });

  it('counts pending and credited DAPPX deposits in the deposit balance', async () => {
    const user = await member();
    const vault = await vaultBalance(store, user.session, 'dappx');
    await chain.deposit(user.wallet, store.chains.contracts.dappx, units('7'));
    await store.mine('l1', 2);
    await tick();
    await chain.deposit(user.wallet, store.chains.contracts.dappx, units('2'));
    await tick();
    expect(await vaultBalance(store, user.session, 'dappx')).toBe(vault + units('7'));
    expect(units((await depositBalance(store, user.session)).coin_value)).toBe(vault + units('9'));
    await store.mine('l1', 2);
    await tick();
    expect(units((await depositBalance(store, user.session)).coin_value)).toBe(vault + units('9'));
    expect(await vaultBalance(store, user.session, 'dappx')).toBe(vault + units('9'));
  });

  it('forgets a pending deposit that a reorg dropped and never credits it', async () => {
    const user = await member();
    const snapshot = await chain.rpc('evm_snapshot');
    const hash = await chain.deposit(user.wallet, store.chains.contracts.ace, units('40'));
    await tick();
    expect((await history(store, user.session, 'acent')).map((item) => item.tn)).toContain(hash);

    await chain.rpc('evm_revert', [snapshot]);
    await store.mine('l1', 5);
    await tick();
    await tick();
    expect((await history(store, user.session, 'acent')).map((item) => item.tn)).not.toContain(hash);
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before);
  });

  it('records a deposit from a wallet that is not registered, crediting nobody', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey());
    await store.chains.fundWallet(stranger.address);
    const observer = await member();
    const custodyBefore = await custody(store);
    await chain.deposit(stranger, store.chains.contracts.ace, units('5'));
    await store.mine('l1', 2);
    await tick();
    const { rows } = await store.db.execute<{ status: string; user_id: string | null }>(
      sqlDepositsFrom(stranger.address),
    );
    expect(rows).toEqual([{ status: 'unclaimed', user_id: null }]);
    expect(await custody(store)).toBe(custodyBefore);
    expect(await vaultBalance(store, observer.session, 'acent')).toBe(observer.before);
    expect(await ledgerInvariants(store.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  });

  it('records a deposit of a token the store does not take, crediting nobody', async () => {
    const user = await member();
    const token = await chain.otherToken(user.address, units('9'));
    const hash = await chain.deposit(user.wallet, token, units('9'));
    await store.mine('l1', 2);
    await tick();
    const { rows } = await store.db.execute<{ status: string; user_id: string | null }>(
      sql`SELECT status, user_id FROM chain_deposits WHERE tx_hash = ${hash}`,
    );
    expect(rows).toEqual([{ status: 'unknown_token', user_id: null }]);
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before);
    expect((await history(store, user.session, 'acent')).map((item) => item.tn)).not.toContain(hash);
  });

  it('resumes from its cursor in a new app instance on the same database and credits nothing twice', async () => {
    const user = await member();
    await chain.deposit(user.wallet, store.chains.contracts.ace, units('1'));
    await store.mine('l1', 2);
    await tick();
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('1'));

    const restarted = await createTestApp({}, store.databaseUrl, (config) => {
      config.chains = store.config.chains;
    });
    try {
      await chain.deposit(user.wallet, store.chains.contracts.ace, units('2'));
      await store.mine('l1', 2);
      const cursorBefore = await cursorBlock(store);
      await indexDeposits(restarted.db, depositIndexer(restarted.config.chains!.l1Networks[0]!));
      expect(await cursorBlock(store)).toBeGreaterThan(cursorBefore);
      expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('3'));
    } finally {
      await restarted.close();
    }
  });

  it('credits deposits on both L1 networks to the one store balance, each once, keyed by its chain', async () => {
    const user = await member();
    const testnet = chainOf(store, 'l1b');
    const acentHash = await chain.deposit(user.wallet, store.chains.contracts.ace, units('5'));
    const testnetHash = await testnet.deposit(user.wallet, store.chains.l1b.contracts.ace, units('7'));
    await store.mine('l1', 2);
    await store.mine('l1b', 2);
    const [acent, second] = store.config.chains!.l1Networks;
    const tickSecond = () => indexDeposits(store.db, depositIndexer(second!));
    expect(second).toMatchObject({ chainId: 42, contracts: store.chains.l1b.contracts });
    await Promise.all([tick(), tickSecond()]);
    await Promise.all([tick(), tickSecond(), tickSecond()]);
    expect(await vaultBalance(store, user.session, 'acent')).toBe(user.before + units('12'));
    const { rows } = await store.db.execute<{ chain_id: number; tx_hash: string; status: string }>(
      sql`SELECT chain_id, tx_hash, status FROM chain_deposits WHERE from_address = ${user.wallet.address} ORDER BY chain_id`,
    );
    expect(rows).toEqual([
      { chain_id: 42, tx_hash: testnetHash, status: 'credited' },
      { chain_id: acent!.chainId, tx_hash: acentHash, status: 'credited' },
    ]);
    const tns = (await history(store, user.session, 'acent')).map((item) => item.tn);
    expect(tns).toEqual(expect.arrayContaining([acentHash, testnetHash]));
    expect(await ledgerInvariants(store.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  });
});

const sqlDepositsFrom = (address: string) =>
  sql`SELECT status, user_id FROM chain_deposits WHERE from_address = ${address}`;

async function custody(store: Store) {
  const { rows } = await store.db.execute<{ balance: string }>(
    sql`SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND asset = 'ACE' AND bucket = 'chain_custody'`,
  );
  return BigInt(rows[0]?.balance ?? 0);
}

async function cursorBlock(store: Store) {
  const { rows } = await store.db.execute<{ last_block: string }>(
    sql`SELECT last_block FROM deposit_cursors WHERE chain_id = ${store.chains.l1.chainId}`,
  );
  return BigInt(rows[0]!.last_block);
}
