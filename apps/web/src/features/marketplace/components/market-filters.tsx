import type { MarketCollection, MarketSort, MarketStatus } from '@dappx/shared/marketplace';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { allCollections, type MarketFilters } from '../market-query';

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
    <Box component="section" aria-labelledby="market-collections" sx={{ mt: { xs: 3, md: 4 } }}>
      <Typography id="market-collections" component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 1.5 }}>
        {t('marketplace.collections')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}>
        {collections.map((collection) => (
          <ButtonBase
            key={collection.id}
            aria-pressed={selected === collection.id}
            onClick={() => onSelect(selected === collection.id ? allCollections : collection.id)}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              flexShrink: 0,
              p: 1,
              pr: 2,
              borderRadius: 3,
              border: 1,
              borderColor: selected === collection.id ? 'secondary.main' : 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box
              component="img"
              src={collection.image_url ?? undefined}
              alt=""
              sx={{ width: 48, height: 48, borderRadius: 2 }}
            />
            <Box sx={{ textAlign: 'left' }}>
              <Typography sx={{ fontWeight: 700 }}>{collection.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t('marketplace.itemCount', { count: collection.count })}
              </Typography>
            </Box>
          </ButtonBase>
        ))}
      </Box>
    </Box>
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
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        my: { xs: 2, md: 3 },
        '& > *': { minWidth: 170, flex: { xs: 1, sm: 'none' } },
      }}
    >
      <FilterSelect
        label={t('marketplace.collection')}
        value={filters.collection}
        onChange={(collection) => onChange({ collection })}
        options={[
          { value: allCollections, label: t('marketplace.allCollections') },
          ...collections.map((collection) => ({ value: collection.id, label: collection.name })),
        ]}
      />
      <FilterSelect<MarketStatus>
        label={t('marketplace.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={[
          { value: 'all', label: t('marketplace.anyStatus') },
          { value: 'available', label: t('marketplace.available') },
          { value: 'sold', label: t('marketplace.sold') },
        ]}
      />
      <FilterSelect<MarketSort>
        label={t('marketplace.sort')}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={[
          { value: 'price-asc', label: t('marketplace.priceLowHigh') },
          { value: 'price-desc', label: t('marketplace.priceHighLow') },
        ]}
      />
    </Box>
  );
}
