import fs from 'node:fs/promises';
import path from 'node:path';
import { getAddress } from 'viem';
import type { DemoCollection } from '@dappx/contracts/demo-chains';
import { loadConfig, type Config } from '../config';
import { chainsEnv, type ChainsConfig } from './chains-config';

/**
 * In demo mode without configured chains: starts the two demo chains with our contracts, points the
 * config at them, and writes their addresses to DATA_DIR/chains.json for scripts and people.
 */
export async function startDemoChainsFor(
  config: Config,
  env: NodeJS.ProcessEnv,
  collections: DemoCollection[] = [],
): Promise<{ config: Config; collections: `0x${string}`[]; close: () => Promise<void> }> {
  // Hardhat is loaded only here, so a production start never pulls it in.
  const { startDemoChains } = await import('@dappx/contracts/demo-chains');
  const chains = await startDemoChains({
    l1Port: config.demoChainPorts.l1,
    l2Port: config.demoChainPorts.l2,
    collections,
  });
  // Demo accounts start with store balances no deposit brought in: the Vault holds tokens to pay them out.
  await chains.fundWallet(chains.contracts.vault);
  const withChains = loadConfig({
    ...env,
    ...chainsEnv(chains),
    L1_PUBLIC_RPC_URL: `${config.publicUrl}/rpc/l1`,
    L2_PUBLIC_RPC_URL: `${config.publicUrl}/rpc/l2`,
  });
  withChains.chains = { ...withChains.chains!, demo: true };
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(
    path.join(config.dataDir, 'chains.json'),
    `${JSON.stringify({ l1: chains.l1, l2: chains.l2, contracts: chains.contracts }, null, 2)}\n`,
  );
  return { config: withChains, collections: chains.contracts.collections, close: chains.close };
}

/** Demo chains only: gives a new account's wallet ETH on both chains and ACE and DAPPX on L1. */
export async function fundDemoAccount(chains: ChainsConfig, address: string): Promise<void> {
  const { fundDemoWallet } = await import('@dappx/contracts/demo-funding');
  await fundDemoWallet(
    {
      l1: chains.l1.rpcUrl,
      l2: chains.l2.rpcUrl,
      l1ChainId: chains.l1.chainId,
      l2ChainId: chains.l2.chainId,
      tokens: [chains.contracts.ace, chains.contracts.dappx],
    },
    getAddress(address),
  );
}
