import type { MarketCollection, MarketSort, MarketStatus } from '@dappx/shared/marketplace';
import { allCollections, type MarketFilters } from '@dappx/shared/market-query';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { collectionOptions, sortOptions, statusOptions } from './filter-options';
import { collectionTileSx } from './market-sx';

type CollectionsProps = {
  collections: MarketCollection[];
  selected: string;
  onSelect: (id: string) => void;
};

/** The collections, each a tile that filters the market to it; a second click shows them all again. */
export function Collections({ collections, selected, onSelect }: CollectionsProps) {
  const { t } = useTranslation();
  if (collections.length === 0) return null;
  return (
    <CollectionsFrame>
      {collections.map((collection) => (
        <ButtonBase
          key={collection.id}
          aria-pressed={selected === collection.id}
          onClick={() => onSelect(selected === collection.id ? allCollections : collection.id)}
          sx={collectionTileSx(selected === collection.id)}
        >
          <CollectionTileContent
            collection={collection}
            countText={t('marketplace.itemCount', { count: collection.count })}
          />
        </ButtonBase>
      ))}
    </CollectionsFrame>
  );
}

/** The collections' heading and the row their tiles scroll in. */
export function CollectionsFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="market-collections" sx={{ mt: { xs: 3, md: 4 } }}>
      <Typography id="market-collections" component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1.5 }}>
        {t('marketplace.collections')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}>{children}</Box>
    </Box>
  );
}

/** A tile's picture, name and item count ('12 items'). */
export function CollectionTileContent({
  collection,
  countText,
}: {
  collection: Pick<MarketCollection, 'image_url' | 'name'>;
  countText: string;
}) {
  return (
    <>
      <Box
        component="img"
        src={collection.image_url ?? undefined}
        alt=""
        sx={{ width: 48, height: 48, borderRadius: 2 }}
      />
      {/* A column: its lines take no height from the tile's font, the same in a button and a stand-in. */}
      <Box sx={{ textAlign: 'left', display: 'flex', flexDirection: 'column' }}>
        <Typography sx={{ fontWeight: 700 }}>{collection.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {countText}
        </Typography>
      </Box>
    </>
  );
}

type FilterBarProps = {
  collections: MarketCollection[];
  filters: MarketFilters;
  onChange: (change: Partial<MarketFilters>) => void;
};

/** Collection, status and price order. */
export function FilterBar({ collections, filters, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  return (
    <FilterBarFrame>
      <FilterSelect
        label={t('marketplace.collection')}
        value={filters.collection}
        onChange={(collection) => onChange({ collection })}
        options={collectionOptions(t, collections)}
      />
      <FilterSelect<MarketStatus>
        label={t('marketplace.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions(t)}
      />
      <FilterSelect<MarketSort>
        label={t('marketplace.sort')}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={sortOptions(t)}
      />
    </FilterBarFrame>
  );
}

/** The filter bar's row, its filters given. */
export const FilterBarFrame = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1.5,
      my: { xs: 2, md: 3 },
      '& > *': { minWidth: 170, flex: { xs: 1, sm: 'none' } },
    }}
  >
    {children}
  </Box>
);
