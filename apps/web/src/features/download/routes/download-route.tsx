import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDownloadCatalogue } from '../api/get-download';
import { DownloadVideo } from '../components/download-video';
import { HowToUse } from '../components/how-to-use';
import { product } from '../components/product';
import { StoreRow } from '../components/store-row';

/** The download page: the web3 browser and its wallet in every store, a product tour and how to use them. */
export function DownloadRoute() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDownloadCatalogue();
  const links = data?.links ?? [];

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(50% 40% at 20% 0%, rgba(124,92,255,0.28), transparent), radial-gradient(40% 30% at 90% 10%, rgba(33,212,253,0.16), transparent)',
      }}
    >
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 10 }, pb: { xs: 4, md: 8 } }}>
        <Box component="header" sx={{ textAlign: 'center', maxWidth: 820, mx: 'auto', mb: { xs: 4, md: 7 } }}>
          <Typography
            component="p"
            sx={{
              display: 'inline-block',
              mb: 2,
              px: 1.75,
              py: 0.5,
              borderRadius: 999,
              fontSize: 13,
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              color: 'primary.light',
              bgcolor: 'rgba(124,92,255,0.14)',
              border: 1,
              borderColor: 'rgba(164,139,255,0.3)',
            }}
          >
            {t('download.eyebrow', { product })}
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: 34, sm: 44, md: 60 }, lineHeight: 1.08, mb: 2.5, textWrap: 'balance' }}
          >
            {t('download.heading', { product })}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ fontSize: { xs: 17, md: 20 }, maxWidth: 620, mx: 'auto', textWrap: 'balance' }}
          >
            {t('download.subheading', { product })}
          </Typography>
        </Box>

        {isError ? (
          <Alert severity="warning" sx={{ mb: 4 }}>
            {t('somethingWentWrong')}
          </Alert>
        ) : undefined}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            gap: { xs: 2, md: 3 },
            mb: { xs: 5, md: 9 },
          }}
        >
          {isPending ? (
            <>
              <Skeleton variant="rounded" height={220} sx={{ borderRadius: 4 }} />
              <Skeleton variant="rounded" height={220} sx={{ borderRadius: 4 }} />
            </>
          ) : (
            <>
              <StoreRow
                id="download-browser"
                title={t('download.browserTitle', { product })}
                text={t('download.browserText', { product })}
                icon={<ExploreOutlinedIcon />}
                links={links.filter((link) => link.row === 'browser')}
              />
              <StoreRow
                id="download-wallet"
                title={t('download.walletTitle', { product })}
                text={t('download.walletText', { product })}
                icon={<AccountBalanceWalletOutlinedIcon />}
                links={links.filter((link) => link.row === 'wallet')}
              />
            </>
          )}
        </Box>

        <Box sx={{ maxWidth: 1040, mx: 'auto', mb: { xs: 6, md: 10 } }}>
          <DownloadVideo />
        </Box>

        <HowToUse links={links} />
      </Container>
    </Box>
  );
}
