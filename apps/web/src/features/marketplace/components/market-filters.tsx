import type { MarketCollection, MarketSort, MarketStatus } from '@dappx/shared';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type MarketFilters = { search: string; collection: string; status: MarketStatus; sort: MarketSort };
export const allCollections = 'all';

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

const filterSx = { minWidth: 190, flex: { xs: '1 1 150px', sm: 'none' } };

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
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('marketplace.collection')}
        value={filters.collection}
        onChange={(event) => onChange({ collection: event.target.value })}
      >
        <MenuItem value={allCollections}>{t('marketplace.allCollections')}</MenuItem>
        {collections.map((collection) => (
          <MenuItem key={collection.id} value={collection.id}>
            {collection.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('marketplace.status')}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as MarketStatus })}
      >
        <MenuItem value="all">{t('marketplace.anyStatus')}</MenuItem>
        <MenuItem value="available">{t('marketplace.available')}</MenuItem>
        <MenuItem value="sold">{t('marketplace.sold')}</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        sx={filterSx}
        label={t('marketplace.sort')}
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as MarketSort })}
      >
        <MenuItem value="price-asc">{t('marketplace.priceLowHigh')}</MenuItem>
        <MenuItem value="price-desc">{t('marketplace.priceHighLow')}</MenuItem>
      </TextField>
    </Box>
  );
}
