import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ImxConnectArea } from '@/features/layer2';
import { useMarketItem } from '../api/get-market';
import { BreadcrumbBanner } from '../components/breadcrumb-banner';
import { BuyPanel } from '../components/buy-panel';
import { ItemDetails } from '../components/item-details';
import { useMint } from '../use-mint';

/** /explore-3/{collectionId}/{tokenId}: one item's own page, which can be linked, and its purchase. */
export function ItemRoute() {
  const { collectionId = '', tokenId = '' } = useParams();
  const { t } = useTranslation();
  const item = useMarketItem(collectionId, tokenId);
  const { buying, mint } = useMint(() => undefined);
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
      <BreadcrumbBanner
        title={item.data?.name ?? t('marketplace.itemPage')}
        parent={{ label: t('marketplace.explore'), to: '/explore-3' }}
        imx={<ImxConnectArea />}
      />
      <Box sx={{ mt: 3 }}>
        {item.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label={t('marketplace.loading')} />
          </Box>
        ) : item.data ? (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <ItemDetails item={item.data} />
            <Box sx={{ maxWidth: 420 }}>
              <BuyPanel item={item.data} buying={buying} onBuy={(bought) => void mint(bought)} />
            </Box>
          </Box>
        ) : (
          <Alert severity="error">{t('marketplace.noSuchItem')}</Alert>
        )}
      </Box>
    </Box>
  );
}
