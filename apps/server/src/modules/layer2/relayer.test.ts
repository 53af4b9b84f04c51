import { ethBridgeAbi } from '@dappx/contracts';
import { eq } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoChains, type DemoChains } from '@dappx/contracts/demo-chains';
import { createChainTestApp } from '../../../test/chain-test-app';
import { layer2BridgeDeposits } from './schema';
import { recordConfirmedDeposits, relayBridgeDeposits, relayerContext, type RelayerConfig } from './relayer';

describe('the demo bridge relayer', () => {
  let store: Awaited<ReturnType<typeof createChainTestApp>>;
  let config: RelayerConfig;
  let l2: ReturnType<typeof createPublicClient>;
  let depositor: ReturnType<typeof createWalletClient>;

  beforeAll(async () => {
    store = await createChainTestApp();
    const chains = store.config.chains!;
    config = { ...chains, bridgeRelayerKey: chains.bridgeRelayerKey! };
    l2 = createPublicClient({ transport: http(store.chains.l2.rpcUrl) });
    const account = privateKeyToAccount(store.chains.keys.owner);
    const l1Chain = defineChain({
      id: store.chains.l1.chainId,
      name: 'L1',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [store.chains.l1.rpcUrl] } },
    });
    depositor = createWalletClient({ account, chain: l1Chain, transport: http(store.chains.l1.rpcUrl) });
  });
  afterAll(() => store?.close());

  const deposit = async (recipient: Address, amount: bigint, chains: DemoChains = store.chains) => {
    const l1 = createPublicClient({ transport: http(chains.l1.rpcUrl) });
    const sender = createWalletClient({
      account: depositor.account!,
      chain: depositor.chain!,
      transport: http(chains.l1.rpcUrl),
    });
    const hash = await sender.writeContract({
      address: chains.contracts.ethBridge,
      abi: ethBridgeAbi,
      functionName: 'depositEth',
      args: [recipient],
      value: amount,
    });
    await l1.waitForTransactionReceipt({ hash });
  };
  const mine = (chains: DemoChains) =>
    createPublicClient({ transport: http(chains.l1.rpcUrl) }).request({
      method: 'hardhat_mine' as 'eth_chainId',
      params: ['0x2'] as never,
    });
  const tick = () => relayBridgeDeposits(store.db, config);
  const fresh = () => privateKeyToAccount(generatePrivateKey()).address;

  it('pays a confirmed deposit once on L2, however often or concurrently it ticks', async () => {
    const recipient = fresh();
    await deposit(recipient, parseEther('1.25'));
    await store.mine('l1', 1); // two confirmations (DEPOSIT_CONFIRMATIONS defaults to 2)
    await Promise.all([tick(), tick()]);
    await tick();
    expect(await l2.getBalance({ address: recipient })).toBe(parseEther('1.25'));
    const rows = await store.db
      .select()
      .from(layer2BridgeDeposits)
      .where(eq(layer2BridgeDeposits.l2Recipient, recipient));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', amount: parseEther('1.25') });
    const payment = await l2.getTransaction({ hash: rows[0]!.l2TxHash as Hex });
    expect(payment.to?.toLowerCase()).toBe(recipient.toLowerCase());
  });

  it('does not relay a deposit before its confirmations', async () => {
    const recipient = fresh();
    await deposit(recipient, parseEther('0.5'));
    await tick();
    expect(await l2.getBalance({ address: recipient })).toBe(0n);
    await store.mine('l1', 1);
    await tick();
    expect(await l2.getBalance({ address: recipient })).toBe(parseEther('0.5'));
  });

  it('after a crash between broadcasting and recording, a restart pays nothing twice', async () => {
    const recipient = fresh();
    await deposit(recipient, parseEther('2'));
    await store.mine('l1', 1);
    // The payment is on record (signed) before it is sent; the process "dies" right after sending.
    await recordConfirmedDeposits(store.db, await relayerContext(config));
    const [row] = await store.db
      .select()
      .from(layer2BridgeDeposits)
      .where(eq(layer2BridgeDeposits.l2Recipient, recipient));
    expect(row?.status).toBe('pending');
    await l2.sendRawTransaction({ serializedTransaction: row!.l2RawTx as Hex });
    expect(await l2.getBalance({ address: recipient })).toBe(parseEther('2'));

    await tick(); // the restarted relayer
    await tick();
    expect(await l2.getBalance({ address: recipient })).toBe(parseEther('2'));
    const [after] = await store.db
      .select()
      .from(layer2BridgeDeposits)
      .where(eq(layer2BridgeDeposits.l2Recipient, recipient));
    expect(after).toMatchObject({ status: 'sent', l2TxHash: row!.l2TxHash });
  });

  it('re-signs a recorded payment whose nonce another transaction took, and still pays once', async () => {
    const recipient = fresh();
    await deposit(recipient, parseEther('3'));
    await store.mine('l1', 1);
    await recordConfirmedDeposits(store.db, await relayerContext(config));
    // The same key also mints NFTs: here it spends the recorded nonce on something else first.
    const relayer = createWalletClient({
      account: privateKeyToAccount(config.bridgeRelayerKey),
      chain: defineChain({
        id: config.l2.chainId,
        name: 'L2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [config.l2.rpcUrl] } },
      }),
      transport: http(config.l2.rpcUrl),
    });
    const other = await relayer.sendTransaction({ to: fresh(), value: 1n });
    await l2.waitForTransactionReceipt({ hash: other });

    await tick(); // sees the nonce taken without our payment: signs anew
    await tick(); // sends it
    await tick();
    expect(await l2.getBalance({ address: recipient })).toBe(parseEther('3'));
    const rows = await store.db
      .select()
      .from(layer2BridgeDeposits)
      .where(eq(layer2BridgeDeposits.l2Recipient, recipient));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('sent');
  });

  it('relays a restarted L1 chain afresh: same bridge address and deposit ids, new genesis', async () => {
    const again = await startDemoChains({
      keys: store.chains.keys,
      l1Port: 0,
      l2Port: 0,
      blockIntervalMs: 0,
    });
    try {
      expect(again.contracts.ethBridge).toBe(store.chains.contracts.ethBridge);
      const restarted: RelayerConfig = {
        ...config,
        l1: { ...config.l1, rpcUrl: again.l1.rpcUrl },
        l2: { ...config.l2, rpcUrl: again.l2.rpcUrl },
      };
      const recipient = fresh();
      await deposit(recipient, parseEther('0.75'), again); // deposit id 1 again
      await mine(again);
      await relayBridgeDeposits(store.db, restarted);
      const l2Again = createPublicClient({ transport: http(again.l2.rpcUrl) });
      expect(await l2Again.getBalance({ address: recipient })).toBe(parseEther('0.75'));
    } finally {
      await again.close();
    }
  });
});
