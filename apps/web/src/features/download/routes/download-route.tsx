import type { DownloadLink } from '@dappx/shared/catalogue';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDownloadCatalogue } from '../api/get-download';
import { DownloadVideo } from '../components/download-video';
import { HowToUse } from '../components/how-to-use';
import { product } from '../components/product';
import { StoreRow } from '../components/store-row';

/** The page's backdrop: two soft glows, violet top left and cyan top right. */
const pageSx: SxProps<Theme> = {
  position: 'relative',
  overflow: 'hidden',
  background: ({ palette }) =>
    `radial-gradient(50% 40% at 20% 0%, ${palette.glow.download}, transparent), radial-gradient(40% 30% at 90% 10%, ${palette.glow.downloadCyan}, transparent)`,
};

/** The small pill above the heading. */
const eyebrowSx: SxProps<Theme> = {
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
  bgcolor: 'eyebrow.background',
  border: 1,
  borderColor: 'eyebrow.border',
};

/** The download page: the web3 browser and its wallet in every store, a product tour and how to use them. */
export function DownloadRoute() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDownloadCatalogue();
  const links = data?.links ?? [];

  return (
    <Box sx={pageSx}>
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 10 }, pb: { xs: 4, md: 8 } }}>
        <DownloadHeader />

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
            <StoreRows links={links} />
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

function DownloadHeader() {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ textAlign: 'center', maxWidth: 820, mx: 'auto', mb: { xs: 4, md: 7 } }}>
      <Typography component="p" sx={eyebrowSx}>
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
  );
}

/** The browser's stores and the wallet's, side by side from 960 px. */
function StoreRows({ links }: { links: DownloadLink[] }) {
  const { t } = useTranslation();
  return (
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
  );
}
