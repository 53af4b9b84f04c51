import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAddress } from 'viem';
import type { DemoChains, DemoChainsOptions, DemoCollection } from '@dappx/contracts/demo-chains';
import type { Config } from '../config';
import { oneAtATime } from './chain-clients';
import { demoChainsConfig, type ChainsConfig } from './chains-config';
import { loadDemoKeys } from './demo-keys-file';
import { internalPort } from './free-port';

/** What the demo chains tell the store: where they are, our contracts, and the demo dapps with their history. */
export type StartedDemoChains = Pick<
  DemoChains,
  'l1' | 'l2' | 'contracts' | 'l1b' | 'dapps' | 'history' | 'reviewers'
>;

/** What the demo chains' process answers: the chains' addresses once they are ready, or why they failed. */
export type DemoChainsAnswer = { started: StartedDemoChains } | { failed: string };

/** How far back the demo dapps' history goes: the rankings' longest window. */
const demoHistoryDays = 30;

// Beside main.js in the server's bundle (scripts/build.mjs builds src/demo-chains-process.ts there).
const demoChainsProcess = fileURLToPath(new URL('./demo-chains-process.js', import.meta.url));

/**
 * Runs the demo chains in a child process (src/demo-chains-process.ts): Hardhat's chains kept over
 * 100 MB in the store's own process, which on real chains runs without them. Resolves once the
 * contracts are deployed and the Vaults funded; `close` stops the chains and waits for the process.
 */
async function startDemoChainsProcess(
  options: DemoChainsOptions,
): Promise<StartedDemoChains & { close: () => Promise<void> }> {
  // Not the store's own node flags: a --cpu-prof or --inspect of the store is not meant for the chains.
  const child = fork(demoChainsProcess, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.connected) child.disconnect();
    await exited;
  };
  const answer = await new Promise<DemoChainsAnswer>((resolve, reject) => {
    child.once('message', (message) => resolve(message as DemoChainsAnswer));
    child.once('error', reject);
    void exited.then(() => reject(new Error(`the demo chains' process exited (code ${child.exitCode})`)));
    child.send(options);
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  if ('failed' in answer) {
    await close();
    throw new Error(`the demo chains did not start: ${answer.failed}`);
  }
  return { ...answer.started, close };
}

/**
 * In demo mode without configured chains: starts the demo chains (two L1 networks and L2) with our
 * contracts under the data folder's own keys (and, unless DEMO_HISTORY is off, the demo dapps with a
 * month of history), points the config at them, and writes their addresses to DATA_DIR/chains.json for
 * scripts and people (the history's wallet farm and wash pair among them).
 */
export async function startDemoChainsFor(
  config: Config,
  collections: DemoCollection[] = [],
): Promise<{
  config: Config;
  collections: `0x${string}`[];
  dapps: StartedDemoChains['dapps'];
  history: StartedDemoChains['history'];
  /** Wallets of the history the demo's reviews are signed with: their keys stay out of chains.json. */
  reviewers: StartedDemoChains['reviewers'];
  ownerKey: `0x${string}`;
  close: () => Promise<void>;
}> {
  const keys = await loadDemoKeys(config.dataDir);
  const chains = await startDemoChainsProcess({
    keys,
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
    ...(config.demoHistory ? { history: { days: demoHistoryDays } } : {}),
  });
  const withChains = {
    ...config,
    chains: demoChainsConfig({ ...chains, keys }, config.publicUrl, config.chainTimings),
  };
  const { l1, l2, contracts, l1b, dapps, history } = chains;
  await fs.writeFile(
    path.join(config.dataDir, 'chains.json'),
    `${JSON.stringify({ l1, l2, contracts, l1b, dapps, history }, null, 2)}\n`,
  );
  return {
    config: withChains,
    collections: contracts.collections,
    dapps,
    history,
    reviewers: chains.reviewers,
    // It deployed the demo dapps and collections: it proves them as their team.
    ownerKey: keys.owner,
    close: chains.close,
  };
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
