import { catalogueChains, type CatalogueChainId, type GameChain } from '@dappx/shared';

const networkIcon = (name: string) => `/media/icons/networks/${name}.svg`;

/** The networks a game may name, by the id the `games.chains` column holds. */
export const gameChains: Record<CatalogueChainId, Omit<GameChain, 'id'>> = {
  ethereum: { name: catalogueChains.ethereum, icon: networkIcon('ethereum') },
  'bnb-chain': { name: catalogueChains['bnb-chain'], icon: networkIcon('binance-smart-chain') },
  polygon: { name: catalogueChains.polygon, icon: networkIcon('polygon') },
  'immutable-zkevm': { name: catalogueChains['immutable-zkevm'], icon: networkIcon('immutable') },
};

/** A chain as the page shows it; an id the table does not know (an admin's own) shows as written, without icon. */
export const gameChainOf = (id: string): GameChain =>
  Object.hasOwn(gameChains, id) ? { id, ...gameChains[id as CatalogueChainId] } : { id, name: id };
