import type { DownloadLink } from '@dappx/shared/catalogue';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { InfoDialog } from '@/components/dialogs/info-dialog';
import { NoticeDialog, type NoticeLink } from '@/components/dialogs/notice-dialog';
import { RegionRestrictedDialog } from '@/components/dialogs/region-restricted-dialog';
import { useDownloadCatalogue } from '@/features/download';
import {
  logout,
  RegisterDialog,
  useSignIn,
  useSuspendedText,
  type SignInNotice,
  type SignInState,
} from '@/features/users';
import { demoWalletId } from '@/lib/session';
// The wallet code comes with the dialog's own: the wallets found are listed as the dialog opens, not
// after a second download.
import '@/lib/wallet/wallet-client';
import type { WalletOption as DiscoveredWallet } from '@/lib/wallet/wallet-client';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { failureText, failureTextsOf } from '@/lib/errors';
import { isAppleDevice } from '../lib/device';
import { WalletOption } from './wallet-option';

const noticePlatforms = new Set<string>(['windows', 'google-play', 'app-store']);

function WalletIcon({ wallet }: { wallet: DiscoveredWallet }) {
  return wallet.icon ? (
    <Box component="img" src={wallet.icon} alt="" sx={{ width: 28, height: 28, borderRadius: 1 }} />
  ) : (
    <AccountBalanceWalletOutlinedIcon />
  );
}

function Working({ text }: { text: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, justifyContent: 'center' }}
    >
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}

/** The store's download links the dialog offers: the browsers for the notice, and the wallet app. */
function useWalletDownloads() {
  const links = useDownloadCatalogue().data?.links ?? [];
  const browserLinks = links.filter(
    (link): link is typeof link & NoticeLink => link.row === 'browser' && noticePlatforms.has(link.platform),
  );
  const walletApp = links.find((link) => link.row === 'wallet' && link.platform === 'google-play');
  return { browserLinks, walletApp };
}

/** 'Connect to a Wallet': the wallets found in this browser, the demo wallet in demo mode, and the app. */
export function ConnectWalletDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { state, start, choose, registered, reset } = useSignIn();
  const { browserLinks, walletApp } = useWalletDownloads();
  const [noticeOpen, setNoticeOpen] = useState(false);

  useEffect(() => {
    if (open) void start();
    else reset();
  }, [open, start, reset]);

  if (state.step === 'region-restricted') return <RegionRestrictedDialog open={open} onClose={onClose} />;

  if (state.step === 'register') {
    return (
      <RegisterDialog
        open={open}
        address={state.address}
        onClose={onClose}
        onRegistered={() => void registered(state.address, state.chainId)}
      />
    );
  }

  if (state.step === 'notice') {
    return <SignInNoticeDialog open={open} notice={state.notice} error={state.error} onClose={onClose} />;
  }

  return (
    <>
      <AppDialog
        open={open}
        onClose={onClose}
        title={t('walletConnect.title')}
        icon={<AccountBalanceWalletOutlinedIcon />}
      >
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('walletConnect.intro')}
        </Typography>
        <StepStatus step={state.step} />
        {state.step === 'choose' || state.step === 'no-wallet' ? (
          <WalletList
            options={state.step === 'choose' ? state.options : []}
            walletApp={walletApp}
            onChoose={(uid) => void choose(uid)}
            onBrowserOption={() => setNoticeOpen(true)}
          />
        ) : undefined}
        <Typography color="text.secondary" sx={{ mt: 3, fontSize: 14, textAlign: 'center' }}>
          {t('walletConnect.newToWallets')}{' '}
          <Link
            component={RouterLink}
            to="/download"
            onClick={onClose}
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

/** What the sign-in is doing while there is nothing to choose: looking, waiting on the wallet, or done. */
function StepStatus({ step }: { step: SignInState['step'] }) {
  const { t } = useTranslation();
  if (step === 'loading' || step === 'idle') return <Working text={t('walletConnect.looking')} />;
  if (step === 'connecting') return <Working text={t('walletConnect.checkWallet')} />;
  if (step !== 'signed-in') return undefined;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center' }}
    >
      <CheckCircleOutlineIcon color="success" />
      <Typography>{t('walletConnect.connected')}</Typography>
    </Box>
  );
}

type WalletListProps = {
  options: DiscoveredWallet[];
  walletApp: DownloadLink | undefined;
  onChoose: (uid: string) => void;
  onBrowserOption: () => void;
};

/**
 * The ways to connect: each wallet found; with none but the demo wallet, a wallet browser (its notice);
 * and on narrow screens the wallet app, which iOS cannot install from here.
 */
function WalletList({ options, walletApp, onChoose, onBrowserOption }: WalletListProps) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const onApple = isAppleDevice(navigator.userAgent);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {options.map((wallet) => (
        <li key={wallet.uid}>
          <WalletOption
            icon={<WalletIcon wallet={wallet} />}
            title={wallet.name}
            badge={wallet.id === demoWalletId ? t('walletConnect.demoBadge') : undefined}
            text={wallet.id === demoWalletId ? t('walletConnect.demoText') : t('walletConnect.walletText')}
            onClick={() => onChoose(wallet.uid)}
          />
        </li>
      ))}
      {options.every((wallet) => wallet.id === demoWalletId) ? (
        <li>
          <WalletOption
            icon={<ExploreOutlinedIcon />}
            title={t('walletConnect.browserOption')}
            text={t('walletConnect.browserOptionText')}
            onClick={onBrowserOption}
          />
        </li>
      ) : undefined}
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
  );
}

/** The spec's texts for a signature the wallet did not give (section 8). */
function SignInNoticeDialog({
  open,
  notice,
  error,
  onClose,
}: {
  open: boolean;
  notice: SignInNotice;
  error?: unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const suspended = useSuspendedText();
  if (notice === 'suspended') {
    return <InfoDialog open={open} onClose={onClose} title={t('users.suspendedTitle')} text={suspended} />;
  }
  if (notice === 'rejected') {
    return (
      <InfoDialog
        open={open}
        onClose={onClose}
        title={t('walletConnect.signatureTitle')}
        text={t('walletConnect.signatureRejected', {
          defaultValue: 'Please approve the wallet signature to complete the transaction',
        })}
        buttonLabel={t('walletConnect.done')}
      />
    );
  }
  if (notice === 'pending') {
    return (
      <InfoDialog
        open={open}
        onClose={onClose}
        text={t('walletConnect.pending', {
          defaultValue:
            'Pending wallet action is required from your side. Please check your wallet and try again.',
        })}
      />
    );
  }
  // Any other signing failure signs the visitor out (spec, section 4), saying what went wrong and what to do.
  return (
    <InfoDialog
      open={open}
      title={t('errors.signInTitle')}
      text={failureText(error, failureTextsOf(t, t('errors.signInFailed')))}
      onClose={() => {
        onClose();
        void logout();
      }}
    />
  );
}
