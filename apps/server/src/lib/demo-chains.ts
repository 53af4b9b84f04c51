import fs from 'node:fs/promises';
import path from 'node:path';
import { getAddress } from 'viem';
import type { DemoCollection } from '@dappx/contracts/demo-chains';
import type { Config } from '../config';
import { oneAtATime } from './chain-clients';
import { demoChainsConfig, type ChainsConfig } from './chains-config';
import { loadDemoKeys } from './demo-keys-file';
import { internalPort } from './free-port';

/**
 * In demo mode without configured chains: starts the demo chains (two L1 networks and L2) with our contracts under the
 * data folder's own keys, points the config at them, and writes their addresses to
 * DATA_DIR/chains.json for scripts and people.
 */
export async function startDemoChainsFor(
  config: Config,
  collections: DemoCollection[] = [],
): Promise<{ config: Config; collections: `0x${string}`[]; close: () => Promise<void> }> {
  // Hardhat is loaded only here, so a production start never pulls it in.
  const { startDemoChains } = await import('@dappx/contracts/demo-chains');
  const chains = await startDemoChains({
    keys: await loadDemoKeys(config.dataDir),
    l1Port: await internalPort(
      'DEMO_L1_PORT',
      config.demoChainPorts.l1,
      config.portsGiven.has('DEMO_L1_PORT'),
    ),
    l2Port: await internalPort(
      'DEMO_L2_PORT',
      config.demoChainPorts.l2,
      config.portsGiven.has('DEMO_L2_PORT'),
    ),
    l1bPort: await internalPort(
      'DEMO_L1B_PORT',
      config.demoChainPorts.l1b,
      config.portsGiven.has('DEMO_L1B_PORT'),
    ),
    collections,
  });
  // Demo accounts start with store balances no deposit brought in: the Vaults hold tokens to pay them out.
  // One after the other: both mint from the owner's account.
  for (const vault of [chains.contracts.vault, chains.l1b.contracts.vault]) await chains.fundWallet(vault);
  const withChains = { ...config, chains: demoChainsConfig(chains, config.publicUrl, config.chainTimings) };
  await fs.writeFile(
    path.join(config.dataDir, 'chains.json'),
    `${JSON.stringify({ l1: chains.l1, l2: chains.l2, contracts: chains.contracts, l1b: chains.l1b }, null, 2)}\n`,
  );
  return { config: withChains, collections: chains.contracts.collections, close: chains.close };
}

/** Demo chains only: gives a new account's wallet ETH on every chain and ACE and DAPPX on each L1 network. */
export async function fundDemoAccount(chains: ChainsConfig, address: string): Promise<void> {
  const ownerKey = chains.demoOwnerKey;
  if (!chains.demo || !ownerKey) throw new Error('demo funding needs the demo chains');
  const { fundDemoWallet } = await import('@dappx/contracts/demo-funding');
  const target = {
    rpcUrls: [chains.l2.rpcUrl, ...chains.l1Networks.map((network) => network.rpcUrl)],
    tokenNetworks: chains.l1Networks.map((network) => ({
      rpcUrl: network.rpcUrl,
      tokens: [network.contracts.ace, network.contracts.dappx],
    })),
    ownerKey,
  };
  // The owner's mints go out one at a time: two sign-ups at once took the same nonce and one failed.
  await oneAtATime(`demo-owner:${chains.l1.chainId}`, () => fundDemoWallet(target, getAddress(address)));
}
