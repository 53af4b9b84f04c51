import type { Hex } from 'viem';
import type { Clients } from '../demo-clients';
import { deployDapps, type DemoDapp, type DemoNetwork, type TokenPair } from './dapps';
import { playDemoHistory, type PlayedHistory } from './play';
import { demoReviewers, type DemoReviewer } from './reviewers';
import { deploySafetyCases, type DemoListedContract } from './safety-cases';
import { startDemoStream } from './stream';

export { demoDappPlans, type DemoDapp, type DemoDappKind, type DemoNetwork } from './dapps';
export type { DemoListedContract } from './safety-cases';
export type { DemoReviewer } from './reviewers';

/** What the history did, and the contracts it deployed besides the dapps (listed for their apps). */
export type DemoHistoryRecord = PlayedHistory & { contracts: DemoListedContract[] };

export type DemoHistorySetup = {
  days: number;
  /** Deploys the dapps and funds the history's accounts; its last transaction is mined before this answers. */
  ownerKey: Hex;
  clients: Record<DemoNetwork, Clients>;
  /** Each L1 network's ACE and DAPPX. */
  tokens: { l1: TokenPair; l1b: TokenPair };
  blockIntervalMs: number;
};

/**
 * Deploys the demo dapps on the three chains (the owner's next transactions there) and plays their
 * history; answers them, what the history did, and the stream of new visits to start once the store runs.
 */
export async function startDemoHistory(setup: DemoHistorySetup): Promise<{
  dapps: DemoDapp[];
  record: DemoHistoryRecord;
  /** Wallets of the history the store may sign the demo's reviews with (their keys: kept off the record). */
  reviewers: DemoReviewer[];
  startStream: () => void;
  /** Stops the stream, if started, and lets go of the chains. */
  close: () => Promise<void>;
}> {
  const networks = (['l1', 'l2', 'l1b'] as const).map((network) => ({
    network,
    chainId: setup.clients[network].chainId,
    rpcUrl: setup.clients[network].rpcUrl,
    tokens: network === 'l2' ? undefined : setup.tokens[network],
  }));
  const deployed = (
    await Promise.all(
      networks.map(({ network, tokens }) =>
        deployDapps(network, setup.clients[network], setup.ownerKey, tokens),
      ),
    )
  ).flat();
  // After the Acent network's dapps: the same key's next transactions there.
  const contracts = await deploySafetyCases(setup.clients.l1, setup.ownerKey);
  const { record: played, world, players } = await playDemoHistory({ ...setup, networks, dapps: deployed });
  const dapps: DemoDapp[] = deployed.map(({ id, kind, network, chainId, address }) => ({
    id,
    kind,
    network,
    chainId,
    address,
  }));
  const record = { ...played, contracts };
  let stopStream = async () => {};
  const startStream = () => {
    stopStream = startDemoStream(world, players);
  };
  const close = async () => {
    await stopStream();
    for (const player of players.values()) player.close();
  };
  return { dapps, record, reviewers: demoReviewers(world), startStream, close };
}
