import { marketplaceCodes } from '@dappx/shared/error-codes';
import { nftPageSize } from '@dappx/shared/marketplace-constants';
import { ImxConnectArea } from '@/features/layer2';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { useCollectionTokens } from '../api/get-collection-tokens';
import { CollectionBanner, CollectionTopBar } from '../components/collection-banner';
import { marketPageSx } from '../components/market-sx';
import { PagedItemGrid } from '../components/item-grid';
import { collectionItems } from '@dappx/shared/market-view';
import { NftPurchaseDialog } from '../components/nft-purchase-dialog';

/** /nft-collection/{id}: the collection's banner and figures, its items as the market lays them out (36 a page), one call. */
export function NftCollectionRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string>();
  const { data, error, isPending } = useCollectionTokens(id, page);

  // An unknown collection goes back one page (spec section 8).
  const unknown = error instanceof ApiRequestError && error.code === marketplaceCodes.invalidCollectionId;
  useEffect(() => {
    if (unknown) void navigate(-1);
  }, [unknown, navigate]);

  const pages = Math.max(1, Math.ceil((data?.total_tokens ?? 0) / nftPageSize));

  const items = data ? collectionItems(data) : [];
  const open = items.find((item) => item.item_id === openId);

  return (
    <Box sx={marketPageSx}>
      <CollectionTopBar imx={<ImxConnectArea />} />
      {data ? (
        <CollectionBanner collection={data.collection} total={data.total_tokens} />
      ) : (
        <Typography component="h1" sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}>
          {t('marketplace.title')}
        </Typography>
      )}
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('marketplace.loading')} />
        </Box>
      ) : error && !unknown ? (
        <Alert severity="error">{t('Something went wrong. Please try again later.')}</Alert>
      ) : data && data.tokens.length === 0 ? (
        <Alert severity="info">{t('No tokens in this collection')}</Alert>
      ) : data ? (
        <PagedItemGrid
          items={items}
          onOpen={(item) => setOpenId(item.item_id)}
          page={page}
          pages={pages}
          onPage={setPage}
        />
      ) : undefined}
      <NftPurchaseDialog item={open} onClose={() => setOpenId(undefined)} />
    </Box>
  );
}
