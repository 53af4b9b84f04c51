import type { ChainsInfo } from '@dappx/shared/chains';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getChainsInfo } from '@/lib/wallet/wallet-api';

/** Each of the store's chains by id, named as the store names them (Acent, IMX…) in /v1/chains, in its order. */
export function chainNamesOf(info: ChainsInfo | undefined): Map<number, string> {
  if (!info) return new Map();
  return new Map([
    ...info.networks.map((network): [number, string] => [network.chainId, network.name]),
    [info.l2.chainId, info.l2.name],
  ]);
}

/**
 * The store's chains by id: a chain's name (by its id for a chain the store does not name, or before its
 * chains are read), and chains in the store's own order (its L1 networks, then the L2). Shares the
 * wallet's cache entry for the same call.
 */
export function useChainNames() {
  const { t } = useTranslation();
  const chains = useQuery({ queryKey: ['chains'], queryFn: getChainsInfo, staleTime: Infinity });
  const names = chainNamesOf(chains.data);
  const order = [...names.keys()];
  const rank = (chainId: number) => (order.includes(chainId) ? order.indexOf(chainId) : order.length);
  return {
    nameOf: (chainId: number) => names.get(chainId) ?? t('rankings.chainNumber', { id: chainId }),
    inStoreOrder: <T>(items: T[], idOf: (item: T) => number) =>
      [...items].sort((a, b) => rank(idOf(a)) - rank(idOf(b))),
  };
}

/** A chain's name by its id. */
export const useChainName = () => useChainNames().nameOf;
