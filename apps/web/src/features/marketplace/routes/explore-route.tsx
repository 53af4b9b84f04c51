import { nftPageSize } from '@dappx/shared/marketplace-constants';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ImxConnectArea } from '@/features/layer2';
import { useMarket } from '../api/get-market';
import { BreadcrumbBanner, MarketSearchField } from '../components/breadcrumb-banner';
import { marketPageSx } from '../components/market-sx';
import { PagedItemGrid } from '../components/item-grid';
import { Collections, FilterBar } from '../components/market-filters';
import { NftPurchaseDialog } from '../components/nft-purchase-dialog';
import {
  initialMarketFilters,
  linkedMarketSearch,
  marketQueryOf,
  type MarketFilters,
} from '@dappx/shared/market-query';
import { useSettledText } from '../use-settled-text';

/** /explore-3: the NFT market: one call per page, searched, filtered and sorted by the server, and bought. */
export function ExploreRoute() {
  const { t } = useTranslation();
  // The search results page links here with its text (?search=…) for the rest of the NFTs it found.
  const [searchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => initialMarketFilters(linkedMarketSearch(searchParams)));
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string>();
  const search = useSettledText(filters.search);
  const market = useMarket(marketQueryOf({ ...filters, search }, page));
  const data = market.data;
  const open = data?.items.find((item) => item.item_id === openId);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / nftPageSize));
  const set = (change: Partial<MarketFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(0);
  };

  return (
    <Box sx={marketPageSx}>
      <BreadcrumbBanner
        title={t('marketplace.explore')}
        search={<MarketSearchField value={filters.search} onChange={(value) => set({ search: value })} />}
        imx={<ImxConnectArea />}
      />
      <Collections
        collections={data?.collections ?? []}
        selected={filters.collection}
        onSelect={(collection) => set({ collection })}
      />
      <FilterBar collections={data?.collections ?? []} filters={filters} onChange={set} />
      {market.error && !data ? (
        <Alert severity="error">{t('Something went wrong. Please try again later.')}</Alert>
      ) : !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('marketplace.loadingMarket')} />
        </Box>
      ) : data.items.length === 0 && !market.isPlaceholderData ? (
        <Alert severity="info">{t('marketplace.noMatch')}</Alert>
      ) : (
        <PagedItemGrid
          items={data.items}
          onOpen={(item) => setOpenId(item.item_id)}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      )}
      <NftPurchaseDialog item={open} onClose={() => setOpenId(undefined)} />
    </Box>
  );
}
