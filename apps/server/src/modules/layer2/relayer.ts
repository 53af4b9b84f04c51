import { ethBridgeAbi } from '@dappx/contracts';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { keccak256, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import type { Db, DbExecutor } from '../../db/client';
import { keyAccount } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';
import { layer2Clients, type Layer2Clients } from './chain-clients';
import { layer2BridgeCursors, layer2BridgeDeposits } from './schema';

export type RelayerConfig = Pick<ChainsConfig, 'l1' | 'l2' | 'contracts' | 'depositConfirmations'> & {
  bridgeRelayerKey: Hex;
};

/** Blocks read per tick, so a long way behind catches up in bounded steps. */
const maxBlocksPerTick = 2_000n;

export type RelayerContext = {
  config: RelayerConfig;
  clients: Layer2Clients;
  relayer: PrivateKeyAccount;
  source: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const genesisHashes = new Map<string, Hex>();

/** Cursor and deposit key: a redeployed bridge or a restarted chain (new genesis) starts afresh. */
async function sourceKey(config: RelayerConfig, clients: Layer2Clients): Promise<string> {
  let genesis = genesisHashes.get(config.l1.rpcUrl);
  if (!genesis) {
    genesis = (await clients.l1.getBlock({ blockNumber: 0n })).hash;
    genesisHashes.set(config.l1.rpcUrl, genesis);
  }
  return `${config.l1.chainId}:${config.contracts.ethBridge.toLowerCase()}:${genesis}`;
}

/**
 * One tick of the demo bridge: records the L2 payment owed for each confirmed EthDeposited event
 * (signed, not yet sent) and then sends or confirms every pending one. Safe to run twice at once
 * or after a crash at any point: each deposit id has one row, and its payment is only re-signed
 * once the L2 chain proves the stored one can never be mined.
 */
export async function relayBridgeDeposits(
  db: Db,
  config: RelayerConfig,
  log?: RelayerContext['log'],
): Promise<void> {
  const context = { ...(await relayerContext(config)), log };
  await recordConfirmedDeposits(db, context);
  await settlePendingPayments(db, context);
}

export async function relayerContext(config: RelayerConfig): Promise<RelayerContext> {
  const clients = layer2Clients(config);
  return {
    config,
    clients,
    relayer: keyAccount(config.bridgeRelayerKey),
    source: await sourceKey(config, clients),
  };
}

async function readCursor(db: DbExecutor, source: string): Promise<bigint> {
  const [row] = await db
    .select({ lastBlock: layer2BridgeCursors.lastBlock })
    .from(layer2BridgeCursors)
    .where(eq(layer2BridgeCursors.key, source));
  return row?.lastBlock ?? -1n;
}

/** Reads the next confirmed block range and stores one signed payment per new deposit, with the cursor. */
export async function recordConfirmedDeposits(db: Db, context: RelayerContext): Promise<void> {
  const { config, clients, source } = context;
  const confirmations = BigInt(Math.max(1, config.depositConfirmations));
  const safeHead = (await clients.l1.getBlockNumber()) - confirmations + 1n;
  const from = (await readCursor(db, source)) + 1n;
  const to = safeHead < from + maxBlocksPerTick - 1n ? safeHead : from + maxBlocksPerTick - 1n;
  if (to < from) return;

  const logs = await clients.l1.getContractEvents({
    address: config.contracts.ethBridge,
    abi: ethBridgeAbi,
    eventName: 'EthDeposited',
    fromBlock: from,
    toBlock: to,
    strict: true,
  });
  const fees = logs.length > 0 ? await clients.l2.estimateFeesPerGas() : undefined;
  const deposits = await Promise.all(
    logs.map(async (log) => ({
      log,
      gas: await clients.l2
        .estimateGas({ account: context.relayer.address, to: log.args.l2Recipient, value: log.args.amount })
        .catch(() => 21_000n),
    })),
  );

  await db.transaction(async (tx) => {
    for (const { log, gas } of deposits) {
      const [known] = await tx
        .select({ id: layer2BridgeDeposits.depositId })
        .from(layer2BridgeDeposits)
        .where(
          and(
            eq(layer2BridgeDeposits.source, source),
            eq(layer2BridgeDeposits.depositId, log.args.depositId),
          ),
        );
      if (known) continue;
      const payment = await signPayment(tx, context, log.args.l2Recipient, log.args.amount, gas, fees!);
      await tx
        .insert(layer2BridgeDeposits)
        .values({
          source,
          depositId: log.args.depositId,
          l1TxHash: log.transactionHash,
          l1LogIndex: log.logIndex,
          l1Block: log.blockNumber,
          fromAddress: log.args.from,
          l2Recipient: log.args.l2Recipient,
          amount: log.args.amount,
          relayer: context.relayer.address,
          ...payment,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(layer2BridgeCursors)
      .values({ key: source, lastBlock: to })
      .onConflictDoUpdate({
        target: layer2BridgeCursors.key,
        set: { lastBlock: sql`GREATEST(${layer2BridgeCursors.lastBlock}, ${to})`, updatedAt: new Date() },
      });
  });
}

type Fees = { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint };

/** The next nonce is past both what L2 has seen and what we have signed but not yet sent. */
async function nextNonce(db: DbExecutor, context: RelayerContext): Promise<number> {
  const onChain = await context.clients.l2.getTransactionCount({
    address: context.relayer.address,
    blockTag: 'pending',
  });
  const [row] = await db
    .select({ highest: max(layer2BridgeDeposits.l2Nonce) })
    .from(layer2BridgeDeposits)
    .where(
      and(
        eq(layer2BridgeDeposits.relayer, context.relayer.address),
        eq(layer2BridgeDeposits.status, 'pending'),
      ),
    );
  const signed = row?.highest === null || row?.highest === undefined ? -1 : row.highest;
  return Math.max(onChain, signed + 1);
}

async function signPayment(
  db: DbExecutor,
  context: RelayerContext,
  to: Address,
  value: bigint,
  gas: bigint,
  fees: Fees,
): Promise<{ l2Nonce: number; l2TxHash: Hex; l2RawTx: Hex }> {
  const nonce = await nextNonce(db, context);
  const raw = await context.relayer.signTransaction({
    type: 'eip1559',
    chainId: context.config.l2.chainId,
    to,
    value,
    nonce,
    gas,
    // Headroom so a payment signed now still gets in when fees rise before it is sent.
    maxFeePerGas: fees.maxFeePerGas * 2n,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  });
  return { l2Nonce: nonce, l2TxHash: keccak256(raw), l2RawTx: raw };
}

type Pending = typeof layer2BridgeDeposits.$inferSelect;

/** Sends (again) every stored payment not yet seen on L2, and marks the mined ones sent. */
async function settlePendingPayments(db: Db, context: RelayerContext): Promise<void> {
  const pending = await db
    .select()
    .from(layer2BridgeDeposits)
    .where(and(eq(layer2BridgeDeposits.source, context.source), eq(layer2BridgeDeposits.status, 'pending')))
    .orderBy(asc(layer2BridgeDeposits.l2Nonce));
  for (const row of pending) await settle(db, context, row);
}

const receiptOf = (context: RelayerContext, hash: Hex) =>
  context.clients.l2.getTransactionReceipt({ hash }).catch(() => undefined);

async function settle(db: Db, context: RelayerContext, row: Pending): Promise<void> {
  const hash = row.l2TxHash as Hex;
  // Read the nonce before the receipt: a nonce already past ours with still no receipt then proves
  // another transaction took it, so ours can never be mined and signing anew cannot pay twice.
  const minedNonce = await context.clients.l2.getTransactionCount({
    address: context.relayer.address,
    blockTag: 'latest',
  });
  if (await receiptOf(context, hash)) return markSent(db, row);
  if (minedNonce > row.l2Nonce) return resign(db, context, row);

  // Re-sending the stored bytes is harmless: the same transaction, at most once on chain.
  await context.clients.l2
    .sendRawTransaction({ serializedTransaction: row.l2RawTx as Hex })
    .catch((error: unknown) =>
      context.log?.warn({ err: error, depositId: row.depositId.toString() }, 'L2 refused a bridge payment'),
    );
  if (await receiptOf(context, hash)) await markSent(db, row);
}

async function markSent(db: Db, row: Pending): Promise<void> {
  await db
    .update(layer2BridgeDeposits)
    .set({ status: 'sent', sentAt: new Date() })
    .where(
      and(
        eq(layer2BridgeDeposits.source, row.source),
        eq(layer2BridgeDeposits.depositId, row.depositId),
        eq(layer2BridgeDeposits.l2TxHash, row.l2TxHash),
      ),
    );
}

async function resign(db: Db, context: RelayerContext, row: Pending): Promise<void> {
  const fees = await context.clients.l2.estimateFeesPerGas();
  const gas = await context.clients.l2
    .estimateGas({ account: context.relayer.address, to: row.l2Recipient as Address, value: row.amount })
    .catch(() => 21_000n);
  await db.transaction(async (tx) => {
    const payment = await signPayment(tx, context, row.l2Recipient as Address, row.amount, gas, fees);
    // Only if nobody re-signed it meanwhile; the next tick sends it.
    await tx
      .update(layer2BridgeDeposits)
      .set(payment)
      .where(
        and(
          eq(layer2BridgeDeposits.source, row.source),
          eq(layer2BridgeDeposits.depositId, row.depositId),
          eq(layer2BridgeDeposits.l2TxHash, row.l2TxHash),
          eq(layer2BridgeDeposits.status, 'pending'),
        ),
      );
  });
}
