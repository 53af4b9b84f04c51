import type { ChainsInfo, L1NetworkInfo } from '@dappx/shared/chains';
import { storedNetwork } from '../session';
import { getChainsInfo } from './wallet-api';

let chainsInfo: Promise<ChainsInfo> | undefined;

/** The store's chains (ids, RPC addresses, contracts), read once per page for the wallet and the demo wallet. */
export function loadChains(): Promise<ChainsInfo> {
  chainsInfo ??= getChainsInfo();
  chainsInfo.catch(() => (chainsInfo = undefined));
  return chainsInfo;
}

/**
 * The L1 network whose contracts the wallet's chain selects (spec, section 9): a network of the store's
 * own for its chain id (0x2a), the first, Acent, for any other chain or none (0x22b8, 0x231d…).
 */
export function selectedNetwork(info: ChainsInfo, network = storedNetwork()): L1NetworkInfo {
  const chainId = network && network !== 'null' ? Number(network) : undefined;
  return info.networks.find((candidate) => candidate.chainId === chainId) ?? info.networks[0]!;
}
