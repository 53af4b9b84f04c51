import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { NoticeDialog, type NoticeLink } from '@/components/dialogs/notice-dialog';
import { useDownloadCatalogue } from '@/features/download';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { useConnectWallet } from '../hooks/use-connect-wallet';
import { WalletOption } from './wallet-option';
import { isAppleDevice } from '../lib/device';

const noticePlatforms = new Set<string>(['windows', 'google-play', 'app-store']);

/** 'Connect to a Wallet': the DAPPX web3 browser, and on mobile the recommended wallet app. */
export function ConnectWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const { connect, hasWallet } = useConnectWallet();
  const links = useDownloadCatalogue().data?.links ?? [];
  const [noticeOpen, setNoticeOpen] = useState(false);
  // Said inside the dialog: a snackbar behind a modal is hidden from screen readers.
  const [comingSoon, setComingSoon] = useState(false);

  const browserLinks = links.filter(
    (link): link is typeof link & NoticeLink => link.row === 'browser' && noticePlatforms.has(link.platform),
  );
  const walletApp = links.find((link) => link.row === 'wallet' && link.platform === 'google-play');
  const onApple = isAppleDevice(navigator.userAgent);

  const close = () => {
    setComingSoon(false);
    onClose();
  };

  const chooseBrowser = async () => {
    const result = await connect();
    if (result.status === 'no-provider') setNoticeOpen(true);
    else setComingSoon(true);
  };

  return (
    <>
      <AppDialog
        open={open}
        onClose={close}
        title={t('walletConnect.title')}
        icon={<AccountBalanceWalletOutlinedIcon />}
      >
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('walletConnect.intro')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          <li>
            <WalletOption
              icon={<ExploreOutlinedIcon />}
              title={t('walletConnect.browserOption')}
              text={hasWallet ? t('walletConnect.comingSoon') : t('walletConnect.browserOptionText')}
              onClick={() => void chooseBrowser()}
            />
          </li>
          {isNarrow ? (
            <li>
              <WalletOption
                icon={<PhoneIphoneIcon />}
                title={t('walletConnect.walletApp')}
                badge={t('walletConnect.recommended')}
                text={onApple ? t('walletConnect.walletAppApple') : t('walletConnect.walletAppText')}
                disabled={onApple || !walletApp}
                href={onApple ? undefined : walletApp?.href}
              />
            </li>
          ) : undefined}
        </Box>
        {comingSoon ? (
          <Alert severity="info" role="status" sx={{ mt: 2, borderRadius: 3 }}>
            {t('walletConnect.comingSoonDetail')}
          </Alert>
        ) : undefined}
        <Typography color="text.secondary" sx={{ mt: 3, fontSize: 14, textAlign: 'center' }}>
          {t('walletConnect.newToWallets')}{' '}
          <Link
            component={RouterLink}
            to="/download"
            onClick={close}
            sx={{ color: 'primary.light', fontWeight: 600 }}
          >
            {t('walletConnect.getTheApps')}
          </Link>
        </Typography>
      </AppDialog>
      <NoticeDialog open={noticeOpen} onClose={() => setNoticeOpen(false)} links={browserLinks} />
    </>
  );
}
