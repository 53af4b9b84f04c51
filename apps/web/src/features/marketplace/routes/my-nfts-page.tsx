import type { MarketItem } from '@dappx/shared/marketplace';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyNfts } from '../api/get-market';
import { explorePath } from '../components/breadcrumb-banner';
import { ItemGrid } from '../components/item-grid';
import { NftDialog } from '../components/nft-dialog';

/** The wallet area's My NFTs: the tokens minted to the signed-in wallet, as the market shows them. */
export function MyNftsPage() {
  const { t } = useTranslation();
  const nfts = useMyNfts();
  const [open, setOpen] = useState<MarketItem>();
  return (
    <Box component="section" aria-labelledby="my-nfts">
      <Typography id="my-nfts" component="h1" sx={{ fontWeight: 800, fontSize: 22, mb: 2 }}>
        {t('marketplace.myNfts')}
      </Typography>
      {nfts.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('marketplace.loading')} />
        </Box>
      ) : nfts.error ? (
        <Alert severity="error">{t('Something went wrong. Please try again later.')}</Alert>
      ) : nfts.data.length === 0 ? (
        <Alert
          severity="info"
          action={
            <Button component={Link} to={explorePath} color="inherit" size="small">
              {t('marketplace.explore')}
            </Button>
          }
        >
          {t('marketplace.noNfts')}
        </Alert>
      ) : (
        <ItemGrid items={nfts.data} onOpen={setOpen} />
      )}
      <NftDialog item={open} buying={false} onClose={() => setOpen(undefined)} onBuy={() => undefined} />
    </Box>
  );
}
