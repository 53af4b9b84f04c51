import type { MarketCollection, MarketSort, MarketStatus } from '@dappx/shared/marketplace';
import { allCollections } from '@dappx/shared/market-query';
import type { TFunction } from 'i18next';

// The market's filters' choices, for its filter bar and the first paint's stand-ins of it.

export const collectionOptions = (t: TFunction, collections: Pick<MarketCollection, 'id' | 'name'>[]) => [
  { value: allCollections, label: t('marketplace.allCollections') },
  ...collections.map((collection) => ({ value: collection.id, label: collection.name })),
];

export const statusOptions = (t: TFunction): { value: MarketStatus; label: string }[] => [
  { value: 'all', label: t('marketplace.anyStatus') },
  { value: 'available', label: t('marketplace.available') },
  { value: 'sold', label: t('marketplace.sold') },
];

export const sortOptions = (t: TFunction): { value: MarketSort; label: string }[] => [
  { value: 'price-asc', label: t('marketplace.priceLowHigh') },
  { value: 'price-desc', label: t('marketplace.priceHighLow') },
];
