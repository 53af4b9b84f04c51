import {
  createPublicClient,
  http,
  parseEventLogs,
  type Address,
  type Block,
  type PublicClient,
  type Transaction,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGameAbi } from '../src/generated/DemoGame';
import { startDemoChains, type DemoChains } from '../src/demo-chains';
import { generateDemoKeys } from '../src/demo-keys';

const days = 3;
const daySeconds = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

type ChainHistory = { client: PublicClient; blocks: Block<bigint, true>[] };

/** Every block of a chain with its transactions, read in groups. */
async function readChain(rpcUrl: string): Promise<ChainHistory> {
  const client = createPublicClient({ transport: http(rpcUrl, { batch: true }) });
  const latest = await client.getBlockNumber();
  const numbers = Array.from({ length: Number(latest) + 1 }, (_, i) => BigInt(i));
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  );
  return { client, blocks };
}

describe('the demo chains with a history', () => {
  let chains: DemoChains;
  const history: Record<number, ChainHistory> = {};
  const transactions = (chainId: number): Transaction[] =>
    history[chainId]!.blocks.flatMap((b) => b.transactions);
  beforeAll(async () => {
    chains = await startDemoChains({ keys: generateDemoKeys(), history: { days }, blockIntervalMs: 0 });
    for (const { chainId, rpcUrl } of [chains.l1, chains.l2, chains.l1b])
      history[chainId] = await readChain(rpcUrl);
  }, 120_000);
  afterAll(() => chains?.close());

  it('spans the days into the past, ending now, every transaction successful', () => {
    expect(chains.history).toMatchObject({ days, reverted: 0 });
    for (const { blocks } of Object.values(history)) {
      const times = blocks.map((block) => Number(block.timestamp));
      expect(times[0]).toBeLessThanOrEqual(nowSeconds() - days * daySeconds);
      // Blocks in every day of the history, and one at the start's moment.
      for (let day = 1; day <= days; day++) {
        const dayStart = nowSeconds() - day * daySeconds;
        expect(times.some((time) => time >= dayStart && time < dayStart + daySeconds)).toBe(true);
      }
      expect(Math.abs(times[times.length - 1]! - nowSeconds())).toBeLessThan(120);
    }
  });

  it('gives each demo dapp successful transactions from several wallets', async () => {
    expect(chains.dapps.map((dapp) => dapp.kind).sort()).toEqual(
      expect.arrayContaining(['game', 'pool', 'vault']),
    );
    for (const dapp of chains.dapps) {
      const sent = transactions(dapp.chainId).filter((tx) => tx.to === dapp.address.toLowerCase());
      const receipts = await Promise.all(
        sent.map((tx) => history[dapp.chainId]!.client.getTransactionReceipt({ hash: tx.hash })),
      );
      const senders = new Set(sent.filter((_, i) => receipts[i]!.status === 'success').map((tx) => tx.from));
      expect(senders.size, dapp.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('holds a wallet farm: forty wallets funded by one address, each calling one dapp once or twice', () => {
    const farm = chains.history!.walletFarm;
    expect(farm.wallets).toHaveLength(40);
    const farmDapp = chains.dapps.find((dapp) => dapp.id === farm.dapp)!;
    const all = transactions(farm.chainId);
    for (const wallet of farm.wallets.map((address) => address.toLowerCase())) {
      expect(all.filter((tx) => tx.to === wallet).map((tx) => tx.from)).toEqual([farm.funder.toLowerCase()]);
      const calls = all.filter((tx) => tx.from === wallet);
      expect(calls.length).toBeGreaterThanOrEqual(1);
      expect(calls.length).toBeLessThanOrEqual(2);
      expect(calls.every((tx) => tx.to === farmDapp.address.toLowerCase())).toBe(true);
    }
  });

  it('holds a wash pair trading one item back and forth', async () => {
    const pair = chains.history!.washPair;
    const game = chains.dapps.find((dapp) => dapp.id === pair.dapp)!;
    const logs = await history[pair.chainId]!.client.getLogs({ address: game.address, fromBlock: 0n });
    const sales = parseEventLogs({ abi: demoGameAbi, eventName: 'Sold', logs }).filter(
      (log) => log.args.itemId === BigInt(pair.item),
    );
    expect(pair.trades).toBeGreaterThanOrEqual(10);
    expect(sales).toHaveLength(pair.trades);
    const [first, second] = pair.wallets as [Address, Address];
    sales.forEach((sale, i) => {
      const [seller, buyer] = i % 2 === 0 ? [first, second] : [second, first];
      expect([sale.args.seller, sale.args.buyer]).toEqual([seller, buyer]);
    });
  });

  it('leaves the owner able to fund wallets, and its users visiting the dapps while it runs', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    await chains.fundWallet(wallet);
    const l2 = history[chains.l2.chainId]!.client;
    expect(await l2.getBalance({ address: wallet })).toBeGreaterThan(0n);

    const before = await Promise.all(
      [chains.l1, chains.l2, chains.l1b].map(({ rpcUrl }) =>
        createPublicClient({ transport: http(rpcUrl) }).getBlockNumber(),
      ),
    );
    chains.startStream();
    const dapps = new Set(chains.dapps.map((dapp) => dapp.address.toLowerCase()));
    await expect
      .poll(
        async () => {
          const visits = await Promise.all(
            [chains.l1, chains.l2, chains.l1b].map(async ({ rpcUrl }, i) => {
              const client = createPublicClient({ transport: http(rpcUrl) });
              const latest = await client.getBlockNumber();
              const blocks = await Promise.all(
                Array.from({ length: Number(latest - before[i]!) }, (_, n) =>
                  client.getBlock({ blockNumber: before[i]! + BigInt(n + 1), includeTransactions: true }),
                ),
              );
              return blocks.flatMap((block) => block.transactions).filter((tx) => tx.to && dapps.has(tx.to));
            }),
          );
          return visits.flat().length;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
  }, 30_000);
});
