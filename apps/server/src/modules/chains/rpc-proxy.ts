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

export async function forwardRpc(rpcUrl: string, body: z.infer<typeof rpcProxyBody>): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return response.text();
}
