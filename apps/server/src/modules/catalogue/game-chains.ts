import type { GameChain } from '@dappx/shared';

const networkIcon = (name: string) => `/media/icons/networks/${name}.svg`;

/** The networks a game may name, by the id the `games.chains` column holds. */
export const gameChains: Record<string, Omit<GameChain, 'id'>> = {
  ethereum: { name: 'Ethereum', icon: networkIcon('ethereum') },
  'bnb-chain': { name: 'BNB Chain', icon: networkIcon('binance-smart-chain') },
  polygon: { name: 'Polygon', icon: networkIcon('polygon') },
  'immutable-zkevm': { name: 'Immutable zkEVM', icon: networkIcon('immutable') },
};

/** A chain as the page shows it; an id the table does not know (an admin's own) shows as written, without icon. */
export const gameChainOf = (id: string): GameChain =>
  Object.hasOwn(gameChains, id) ? { id, ...gameChains[id]! } : { id, name: id };
