import { createPublicClient, createWalletClient, defineChain, http, type Hex, type PublicClient } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ChainEndpoint } from './chains-config';

const chainOf = (endpoint: ChainEndpoint) =>
  defineChain({
    id: endpoint.chainId,
    name: `chain ${endpoint.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [endpoint.rpcUrl] } },
  });

const readers = new Map<string, PublicClient>();

/**
 * The read client of one chain, one per RPC address. Nothing is cached between calls (indexers and
 * relayers read the head each tick); receipts are polled every 250 ms.
 */
export function chainClient(endpoint: ChainEndpoint): PublicClient {
  let client = readers.get(endpoint.rpcUrl);
  if (!client) {
    client = createPublicClient({
      chain: chainOf(endpoint),
      transport: http(endpoint.rpcUrl),
      cacheTime: 0,
      pollingInterval: 250,
    });
    readers.set(endpoint.rpcUrl, client);
  }
  return client;
}

const bulkReaders = new Map<string, PublicClient>();

/**
 * A read client for reading many blocks at once (the rankings indexer): calls made together go out as
 * JSON-RPC batches of up to 100, one HTTP request each rather than one per block or receipt.
 */
export function bulkChainClient(endpoint: ChainEndpoint): PublicClient {
  let client = bulkReaders.get(endpoint.rpcUrl);
  if (!client) {
    client = createPublicClient({
      chain: chainOf(endpoint),
      // A range's logs and a batch's receipts may be many: a node answers 200,000 logs (126 MB) in
      // seconds, over viem's default 10 s and 10 MB; larger spans of logs are halved (chain-reader.ts).
      transport: http(endpoint.rpcUrl, {
        batch: { batchSize: 100, wait: 0 },
        timeout: 60_000,
        maxResponseBodySize: 256 * 1024 * 1024,
      }),
      cacheTime: 0,
    });
    bulkReaders.set(endpoint.rpcUrl, client);
  }
  return client;
}

const accounts = new Map<Hex, PrivateKeyAccount>();

/**
 * The account of one of the store's keys, derived once: a derivation is a millisecond of CPU, and the
 * background loops ask for theirs on every tick.
 */
export function keyAccount(key: Hex): PrivateKeyAccount {
  let account = accounts.get(key);
  if (!account) {
    account = privateKeyToAccount(key);
    accounts.set(key, account);
  }
  return account;
}

/** A client that signs with one of the store's keys (withdraw signer, minter, relayer) on one chain. */
export const keyWallet = (endpoint: ChainEndpoint, key: Hex) =>
  createWalletClient({
    chain: chainOf(endpoint),
    transport: http(endpoint.rpcUrl),
    account: keyAccount(key),
  });

const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after the previous work of the same key has settled: one key's transactions go out one at
 * a time, so two never take the same account nonce in this process.
 */
export function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const result = (queues.get(key) ?? Promise.resolve()).then(work, work);
  queues.set(
    key,
    result.catch(() => undefined),
  );
  return result;
}
