import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bareGridList } from '@/components/bare-list';
import { ImxConnectArea } from '@/features/layer2';
import { useMarketplaceItems } from '../api/get-items';
import { BreadcrumbBanner } from '../components/breadcrumb-banner';
import { MarketItemCard } from '../components/market-item-card';
import { NftDialog } from '../components/nft-dialog';
import {
  allCollections,
  filterMarket,
  isShown,
  marketCollections,
  tokenOf,
  type MarketFilters,
  type MarketItem,
} from '../market-items';
import { useMint } from '../use-mint';

const initialFilters: MarketFilters = {
  search: '',
  collection: allCollections,
  status: 'all',
  sort: 'price-asc',
};

/** /explore-3: the NFT market: every collection's items, searched, filtered and sorted, and bought. */
export function ExploreRoute() {
  const { t } = useTranslation();
  const { fetching, marketplaceItems, error } = useMarketplaceItems();
  const [filters, setFilters] = useState(initialFilters);
  const [openId, setOpenId] = useState<string>();
  const { buying, mint } = useMint(() => setOpenId(undefined));
  const items = useMemo(() => marketplaceItems.filter(isShown), [marketplaceItems]);
  const shown = useMemo(() => filterMarket(items, filters), [items, filters]);
  const open = items.find((item) => item.itemId === openId);
  const set = (change: Partial<MarketFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
      <BreadcrumbBanner
        title={t('marketplace.explore')}
        search={{ value: filters.search, onChange: (search) => set({ search }) }}
        imx={<ImxConnectArea />}
      />
      <Collections
        items={items}
        selected={filters.collection}
        onSelect={(collection) => set({ collection })}
      />
      <FilterBar items={items} filters={filters} onChange={set} />
      {error ? (
        <Alert severity="error">{t('Something went wrong. Please try again later.')}</Alert>
      ) : fetching && items.length === 0 ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('marketplace.loadingMarket')} />
        </Box>
      ) : shown.length === 0 ? (
        <Alert severity="info">{t('marketplace.noMatch')}</Alert>
      ) : (
        <ItemList items={shown} onOpen={setOpenId} />
      )}
      <NftDialog
        token={open ? tokenOf(open) : undefined}
        collectionSymbol={open?.symbol ?? ''}
        buying={buying}
        onClose={() => setOpenId(undefined)}
        onMint={(token) => void mint(token)}
      />
    </Box>
  );
}

/** The collections, each a tile that filters the market to it; a second click shows them all again. */
function Collections({
  items,
  selected,
  onSelect,
}: {
  items: MarketItem[];
  selected: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const collections = marketCollections(items);
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
              src={collection.image}
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
  items: MarketItem[];
  filters: MarketFilters;
  onChange: (change: Partial<MarketFilters>) => void;
};

const filterSx = { minWidth: 190, flex: { xs: '1 1 150px', sm: 'none' } };

/** Collection, status and price order. */
function FilterBar({ items, filters, onChange }: FilterBarProps) {
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
        {marketCollections(items).map((collection) => (
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
        onChange={(event) => onChange({ status: event.target.value as MarketFilters['status'] })}
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
        onChange={(event) => onChange({ sort: event.target.value as MarketFilters['sort'] })}
      >
        <MenuItem value="price-asc">{t('marketplace.priceLowHigh')}</MenuItem>
        <MenuItem value="price-desc">{t('marketplace.priceHighLow')}</MenuItem>
      </TextField>
    </Box>
  );
}

/** The items: a grid on wide screens, one column that scrolls on phones. */
function ItemList({ items, onOpen }: { items: MarketItem[]; onOpen: (itemId: string) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('marketplace.items')}
      sx={{
        ...bareGridList,
        gap: { xs: 1.5, md: 2.5 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.itemId} sx={{ display: 'flex' }}>
          <MarketItemCard item={item} onOpen={() => onOpen(item.itemId)} />
        </Box>
      ))}
    </Box>
  );
}
