import { parseTransaction, recoverTransactionAddress, toHex, type Hex } from 'viem';
import { z } from 'zod';

/** What a wallet or dapp needs from a node; nothing that changes the node itself (hardhat_*, evm_*). */
const allowedMethods = new Set([
  'eth_chainId',
  'net_version',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getBalance',
  'eth_getCode',
  'eth_getStorageAt',
  'eth_getTransactionCount',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_call',
  'eth_estimateGas',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_getLogs',
  'eth_sendRawTransaction',
]);

const rpcCall = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().refine((method) => allowedMethods.has(method), 'method not allowed'),
  params: z.array(z.unknown()).optional(),
});
export const rpcProxyBody = z.union([rpcCall, z.array(rpcCall).min(1).max(20)]);

type RpcCall = z.infer<typeof rpcCall>;
type RpcAnswer = { jsonrpc: '2.0'; id: string | number | null; result?: unknown; error?: unknown };

/** What one client may ask of a demo chain through the proxy. */
export type RpcPolicy = {
  /** Lower-case addresses of the store's own accounts, whose transactions only the server sends. */
  storeAccounts: ReadonlySet<string>;
  /** Most gas a call, an estimate or a transaction may use: a long loop must not hold the node. */
  gasCap: number;
  /** Most blocks one eth_getLogs may scan. */
  logBlockRange: number;
};

/** JSON-RPC error codes of EIP-1474. */
const rpcErrors = { invalidParams: -32602, transactionRejected: -32003, limitExceeded: -32005 } as const;

class RpcRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const hexQuantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/);
const callObject = z.looseObject({ gas: hexQuantity.optional() });
const logFilter = z.looseObject({
  blockHash: z.string().optional(),
  fromBlock: z.string().optional(),
  toBlock: z.string().optional(),
});

function paramObject<T extends z.ZodType>(call: RpcCall, schema: T): z.infer<T> {
  const parsed = schema.safeParse(call.params?.[0]);
  if (!parsed.success) {
    throw new RpcRefusal(
      rpcErrors.invalidParams,
      `${call.method}: the first parameter is not a valid object`,
    );
  }
  return parsed.data;
}

/** Calls and estimates run with at most the cap; asking for more is refused, asking for none gets the cap. */
function capCallGas(call: RpcCall, policy: RpcPolicy): RpcCall {
  const object = paramObject(call, callObject);
  if (object.gas !== undefined && BigInt(object.gas) > BigInt(policy.gasCap)) {
    throw new RpcRefusal(
      rpcErrors.limitExceeded,
      `${call.method}: gas above this endpoint's cap of ${policy.gasCap}; ask for less gas`,
    );
  }
  const params = [...(call.params ?? [])];
  params[0] = { ...object, gas: object.gas ?? toHex(policy.gasCap) };
  return { ...call, params };
}

async function checkRawTransaction(call: RpcCall, policy: RpcPolicy): Promise<void> {
  const raw = call.params?.[0];
  const decoded = await (async () => {
    if (typeof raw !== 'string' || !raw.startsWith('0x')) return undefined;
    const transaction = parseTransaction(raw as Hex);
    const sender = await recoverTransactionAddress({ serializedTransaction: raw as never });
    return { gas: transaction.gas, sender };
  })().catch(() => undefined);
  if (!decoded) {
    throw new RpcRefusal(rpcErrors.invalidParams, 'eth_sendRawTransaction: not a signed transaction');
  }
  if (policy.storeAccounts.has(decoded.sender.toLowerCase())) {
    throw new RpcRefusal(
      rpcErrors.transactionRejected,
      "eth_sendRawTransaction: transactions from the store's own accounts are sent by the store, not through this endpoint",
    );
  }
  if (decoded.gas !== undefined && decoded.gas > BigInt(policy.gasCap)) {
    throw new RpcRefusal(
      rpcErrors.limitExceeded,
      `eth_sendRawTransaction: gas limit above this endpoint's cap of ${policy.gasCap}`,
    );
  }
}

async function checkLogRange(call: RpcCall, policy: RpcPolicy, latestBlock: () => Promise<bigint>) {
  const filter = paramObject(call, logFilter);
  if (filter.blockHash !== undefined) return;
  const blockOf = async (tag: string | undefined): Promise<bigint> => {
    if (tag === undefined || ['latest', 'pending', 'safe', 'finalized'].includes(tag)) return latestBlock();
    if (tag === 'earliest') return 0n;
    if (hexQuantity.safeParse(tag).success) return BigInt(tag);
    throw new RpcRefusal(
      rpcErrors.invalidParams,
      `eth_getLogs: ${JSON.stringify(tag).slice(0, 40)} is not a block`,
    );
  };
  const from = await blockOf(filter.fromBlock);
  const to = await blockOf(filter.toBlock);
  if (to - from + 1n > BigInt(policy.logBlockRange)) {
    throw new RpcRefusal(
      rpcErrors.limitExceeded,
      `eth_getLogs: at most ${policy.logBlockRange} blocks per call; ask for a smaller range`,
    );
  }
}

/** The call to send to the node, or a refusal: what no client of ours may ask of a demo chain. */
export async function admitRpcCall(
  call: RpcCall,
  policy: RpcPolicy,
  latestBlock: () => Promise<bigint>,
): Promise<RpcCall> {
  switch (call.method) {
    case 'eth_call':
    case 'eth_estimateGas':
      return capCallGas(call, policy);
    case 'eth_sendRawTransaction':
      await checkRawTransaction(call, policy);
      return call;
    case 'eth_getLogs':
      await checkLogRange(call, policy, latestBlock);
      return call;
    default:
      return call;
  }
}

async function postRpc(rpcUrl: string, body: unknown): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return response.text();
}

async function answerOne(rpcUrl: string, call: RpcCall, policy: RpcPolicy): Promise<string> {
  const latestBlock = async () => {
    const answer = JSON.parse(
      await postRpc(rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    ) as { result: Hex };
    return BigInt(answer.result);
  };
  try {
    return await postRpc(rpcUrl, await admitRpcCall(call, policy, latestBlock));
  } catch (error) {
    if (!(error instanceof RpcRefusal)) throw error;
    const refusal: RpcAnswer = {
      jsonrpc: '2.0',
      id: call.id ?? null,
      error: { code: error.code, message: error.message },
    };
    return JSON.stringify(refusal);
  }
}

/** Forwards what the policy admits, call by call; a batch's answers keep the batch's order. */
export async function forwardRpc(
  rpcUrl: string,
  body: z.infer<typeof rpcProxyBody>,
  policy: RpcPolicy,
): Promise<string> {
  if (!Array.isArray(body)) return answerOne(rpcUrl, body, policy);
  const answers = await Promise.all(body.map((call) => answerOne(rpcUrl, call, policy)));
  return `[${answers.join(',')}]`;
}
