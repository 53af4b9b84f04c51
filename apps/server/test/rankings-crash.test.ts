import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startDemoChains, type DemoChains } from '@dappx/contracts/demo-chains';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import { sql } from 'drizzle-orm';
import { createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client';
import { getPort } from '../src/lib/free-port';
import { demoChainsAsConfiguredEnv } from './real-chains-env';
import { createTestDatabase } from './test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const mainEntry = path.join(repoRoot, 'apps/server/dist/main.js');

const wallets = 12;
const kills = 5;
/** Empty blocks mined between batches of transactions, so catching up takes many rounds of 500 blocks. */
const emptyBlocksPerBatch = 2_000;

/**
 * The built store as `npm start` runs it on configured chains, its rankings indexer killed with SIGKILL
 * at random moments while it catches up and while new transactions arrive, then started again on the
 * same data: every transaction is counted once, none lost, none twice.
 */
describe('the rankings indexer killed -9 at any point', () => {
  let chains: DemoChains;
  let databaseUrl: string;
  let database: ReturnType<typeof connectDatabase>;
  let dataDir: string;
  let env: Record<string, string>;
  let store: { process: ChildProcess; exited: Promise<unknown> } | undefined;
  const contract = privateKeyToAccount(generatePrivateKey()).address;
  const senders: PrivateKeyAccount[] = [];
  const sent: string[] = [];

  beforeAll(async () => {
    chains = await startDemoChains({ keys: generateDemoKeys(), l1Port: 0, l2Port: 0, l1bPort: 0 });
    databaseUrl = await createTestDatabase();
    database = connectDatabase(databaseUrl, { max: 2 });
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-rankings-crash-'));
    env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(await getPort()),
      DEMO_MODE: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      CHAIN_POLL_MS: '50',
      ...demoChainsAsConfiguredEnv(chains),
    };
    await database.db.execute(sql`
      INSERT INTO catalogue_apps (slug, name, href, image, category, contracts)
      VALUES ('crash-app', 'Crash app', 'https://crash.example', '/media/x.png', 'defi',
              ${JSON.stringify([{ chain: 'ethereum', address: contract }])}::jsonb)`);
    // A plain wallet stands in for the contract: an editor counts it, as no team could prove it.
    await database.db.execute(sql`
      INSERT INTO editor_added_contracts (app_slug, chain_id, address, operator, reason)
      VALUES ('crash-app', ${chains.l1.chainId}, ${contract.toLowerCase()}, 'test', 'counted in this test')`);
    for (let i = 0; i < wallets; i += 1) {
      const account = privateKeyToAccount(generatePrivateKey());
      await rpc('hardhat_setBalance', [account.address, `0x${parseEther('10').toString(16)}`]);
      senders.push(account);
    }
  }, 120_000);

  afterAll(async () => {
    store?.process.kill('SIGKILL');
    await store?.exited;
    await database?.close();
    await chains?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  function rpc(method: string, params: unknown[]) {
    return fetch(chains.l1.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json());
  }

  /** One transaction to the app's contract from each wallet, then a long run of empty blocks. */
  async function batch() {
    for (const account of senders) {
      const wallet = createWalletClient({ account, transport: http(chains.l1.rpcUrl) });
      const hash = await wallet.sendTransaction({ to: contract, value: 1n, chain: null });
      sent.push(hash.toLowerCase());
    }
    await rpc('hardhat_mine', [`0x${emptyBlocksPerBatch.toString(16)}`]);
  }

  function start() {
    const child = spawn(process.execPath, [mainEntry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    store = { process: child, exited: new Promise((resolve) => child.once('exit', resolve)) };
  }

  async function killNow() {
    store!.process.kill('SIGKILL');
    await store!.exited;
  }

  const chainHead = async () => BigInt(((await rpc('eth_blockNumber', [])) as { result: string }).result);

  const indexedUpTo = async () => {
    const { rows } = await database.db.execute<{ next_block: string }>(
      sql`SELECT next_block FROM rankings_chains WHERE chain_id = ${chains.l1.chainId}`,
    );
    return rows[0] ? BigInt(rows[0].next_block) : 0n;
  };

  it('counts every transaction once after kills mid-catch-up and mid-stream', async () => {
    for (let round = 0; round < 2; round += 1) await batch();
    const kept: { cursor: bigint; head: bigint }[] = [];
    for (let kill = 0; kill < kills; kill += 1) {
      // New transactions and blocks before each start: every start has a backlog to catch up with.
      await batch();
      start();
      // Once it has committed a round, killed at a random moment of the rounds after it.
      const before = await indexedUpTo();
      const waitUntil = Date.now() + 30_000;
      while ((await indexedUpTo()) === before && Date.now() < waitUntil)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 800));
      await killNow();
      kept.push({ cursor: await indexedUpTo(), head: await chainHead() });
    }
    start();
    const head = await chainHead();
    const deadline = Date.now() + 60_000;
    while ((await indexedUpTo()) <= head && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    await killNow();
    // Every start made progress, and most kills fell while it was still catching up.
    const progress = kept.map(({ cursor, head }) => `${cursor}/${head}`).join(', ');
    expect(
      kept.every(({ cursor }, i) => cursor > (kept[i - 1]?.cursor ?? 0n)),
      progress,
    ).toBe(true);
    expect(kept.filter(({ cursor, head }) => cursor <= head).length, progress).toBeGreaterThanOrEqual(3);
    expect(await indexedUpTo()).toBeGreaterThan(head);

    const { rows } = await database.db.execute<{ tx_hash: string }>(
      sql`SELECT tx_hash FROM rankings_transactions WHERE app_slug = 'crash-app'`,
    );
    expect(rows.map((row) => row.tx_hash).sort()).toEqual([...sent].sort());
    const { rows: figures } = await database.db.execute<{ transactions: string; uaw: string }>(sql`
      SELECT (SELECT sum(transactions) FROM rankings_hourly WHERE app_slug = 'crash-app') AS transactions,
             (SELECT count(DISTINCT wallet) FROM rankings_hourly_wallets WHERE app_slug = 'crash-app') AS uaw`);
    expect(figures[0]).toEqual({ transactions: String(sent.length), uaw: String(wallets) });
    const { rows: volume } = await database.db.execute<{ amount: string }>(
      sql`SELECT sum(amount) AS amount FROM rankings_hourly_volume WHERE app_slug = 'crash-app'`,
    );
    expect(volume[0]?.amount).toBe(String(sent.length));
  }, 240_000);
});
