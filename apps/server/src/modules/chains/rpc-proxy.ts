import { parseTransaction, recoverTransactionAddress, toHex, type Hex } from 'viem';
import { z } from 'zod';
import { RateLimitedError, tryAgainIn } from '../../lib/shared-rate-limit';
import type { OverBudget, RpcBudget } from './rpc-budget';
import type { VisitorQueue } from './visitor-queue';

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
  /** Calls per minute a client may make (each call of a batch counts). */
  callsPerMinute: number;
  /** Gas per minute a client's calls, estimates and transactions may ask for. */
  gasPerMinute: number;
};

/** Who is asking, and what the proxy shares among all visitors of all the demo chains. */
export type RpcVisitor = { client: string; policy: RpcPolicy; budget: RpcBudget; queue: VisitorQueue };

/** What may keep the node busy for long: these wait their turn in the visitors' queue. */
const heavyMethods = new Set(['eth_call', 'eth_estimateGas', 'eth_sendRawTransaction', 'eth_getLogs']);

/** JSON-RPC error codes of EIP-1474. */
const rpcErrors = { invalidParams: -32602, transactionRejected: -32003, limitExceeded: -32005 } as const;

class RpcRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Set when the client's minute is used up: a request with nothing but these answers 429. */
    readonly overBudget?: OverBudget,
  ) {
    super(message);
  }
}

function overBudgetRefusal(method: string, over: OverBudget, policy: RpcPolicy) {
  const limit =
    over.reason === 'calls'
      ? `at most ${policy.callsPerMinute} calls a minute`
      : `at most ${policy.gasPerMinute} gas a minute`;
  return new RpcRefusal(
    rpcErrors.limitExceeded,
    `${method}: ${limit} per client; try again in ${tryAgainIn(over.retryAfterSeconds)}`,
    over,
  );
}

/** The gas a call may burn on the node: its limit (calls and estimates carry the cap by now). */
function gasOf(call: RpcCall): bigint {
  if (call.method === 'eth_call' || call.method === 'eth_estimateGas')
    return BigInt((call.params?.[0] as { gas: string }).gas);
  if (call.method === 'eth_sendRawTransaction') return parseTransaction(call.params?.[0] as Hex).gas ?? 0n;
  return 0n;
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
async function admitRpcCall(
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

/** Sends an admitted call: a heavy one when its client's turn comes, one visitor call at a time. */
async function send(rpcUrl: string, call: RpcCall, visitor: RpcVisitor): Promise<string> {
  if (!heavyMethods.has(call.method)) return postRpc(rpcUrl, call);
  const queued = visitor.queue.run(visitor.client, () => postRpc(rpcUrl, call));
  if (!queued) {
    throw new RpcRefusal(
      rpcErrors.limitExceeded,
      `${call.method}: too many of your calls are waiting for the node; send fewer at once`,
    );
  }
  return queued;
}

type Answer = { text: string; overBudget?: OverBudget };

async function answerOne(rpcUrl: string, call: RpcCall, visitor: RpcVisitor): Promise<Answer> {
  const { client, policy, budget } = visitor;
  const latestBlock = async () => {
    const answer = JSON.parse(
      await postRpc(rpcUrl, { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    ) as { result: Hex };
    return BigInt(answer.result);
  };
  try {
    const overCalls = budget.countCall(client);
    if (overCalls) throw overBudgetRefusal(call.method, overCalls, policy);
    const admitted = await admitRpcCall(call, policy, latestBlock);
    const overGas = budget.chargeGas(client, gasOf(admitted));
    if (overGas) throw overBudgetRefusal(call.method, overGas, policy);
    return { text: await send(rpcUrl, admitted, visitor) };
  } catch (error) {
    if (!(error instanceof RpcRefusal)) throw error;
    const refusal: RpcAnswer = {
      jsonrpc: '2.0',
      id: call.id ?? null,
      error: { code: error.code, message: error.message },
    };
    return { text: JSON.stringify(refusal), overBudget: error.overBudget };
  }
}

/**
 * Forwards what the policy and the client's budget admit, call by call; a batch's answers keep the
 * batch's order. A request none of whose calls fit the client's minute is a 429 with Retry-After.
 */
export async function forwardRpc(
  rpcUrl: string,
  body: z.infer<typeof rpcProxyBody>,
  visitor: RpcVisitor,
): Promise<string> {
  const calls = Array.isArray(body) ? body : [body];
  const answers = await Promise.all(calls.map((call) => answerOne(rpcUrl, call, visitor)));
  const waits = answers.map((answer) => answer.overBudget?.retryAfterSeconds);
  if (waits.every((wait) => wait !== undefined)) {
    const seconds = Math.min(...waits);
    throw new RateLimitedError(
      `Too many requests. Please try again in ${tryAgainIn(seconds)}.`,
      seconds,
      'rpc',
    );
  }
  const texts = answers.map((answer) => answer.text);
  return Array.isArray(body) ? `[${texts.join(',')}]` : texts[0]!;
}
