import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { connectWalletButtonSx } from '@/components/connect-wallet-look';
import { Highlight } from '@/components/highlight';
import { AccountButton } from '@/features/users/components/account-button';
import { offerConnect } from '@/lib/connect-requests';
import { useIsLoggedIn } from '@/lib/session';

// The connect button brings the whole sign-in flow (its dialogs, the register form, the users API and
// with it zod): about 55 kB compressed that most visits never use. It loads on the first sign of intent.
const loadConnectWalletButton = () =>
  import('@/features/wallet-connect/components/connect-wallet-button').then((module) => ({
    default: module.ConnectWalletButton,
  }));
const ConnectWalletButton = lazy(loadConnectWalletButton);
const prefetchConnectWalletButton = () => void loadConnectWalletButton().catch(() => undefined);

type Props = { compact: boolean };

/**
 * Stands in for ConnectWalletButton until its code is wanted, and looks the same (connectWalletButtonSx).
 * Hovering, focusing or touching it fetches that code; only a click swaps the real button in and is
 * replayed on it, with the focus moved to it so the dialog hands focus back. Swapping on hover could
 * replace the button between a press and its release, and the browser would then drop the click.
 */
function ConnectWalletStandIn({ compact, onClick }: Props & { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      size={compact ? 'small' : 'medium'}
      startIcon={compact ? undefined : <AccountBalanceWalletOutlinedIcon />}
      aria-haspopup="dialog"
      onPointerEnter={prefetchConnectWalletButton}
      onFocus={prefetchConnectWalletButton}
      onTouchStart={prefetchConnectWalletButton}
      onClick={onClick}
      sx={connectWalletButtonSx(compact)}
    >
      <Highlight text={t('Connect Wallet')} />
    </Button>
  );
}

/** Calls `onMount` once, after the siblings in its Suspense boundary are in the page. */
function OnMount({ onMount }: { onMount: () => void }) {
  useLayoutEffect(onMount, [onMount]);
  return null;
}

/** The header's wallet button: the account when signed in, else 'Connect Wallet' (spec, section 2). */
export function WalletButton({ compact }: Props) {
  const [wanted, setWanted] = useState(false);
  const clickPending = useRef(false);
  const slot = useRef<HTMLSpanElement>(null);
  const loggedIn = useIsLoggedIn();

  const onStandInClick = () => {
    clickPending.current = true;
    // A transition keeps the stand-in on screen (and focused) until the real button can replace it.
    startTransition(() => setWanted(true));
  };

  const replayClick = useCallback(() => {
    if (!clickPending.current) return;
    clickPending.current = false;
    const button = slot.current?.querySelector('button');
    button?.focus();
    button?.click();
  }, []);

  // A feature that needs a signed-in wallet (the IMX connect area) asks for the connection; pressing
  // this button, whichever of the stand-in or the real one shows, is what a visitor would do.
  useEffect(() => offerConnect('wallet', () => slot.current?.querySelector('button')?.click()), []);

  if (loggedIn) return <AccountButton />;
  const standIn = <ConnectWalletStandIn compact={compact} onClick={onStandInClick} />;
  return (
    <span ref={slot} style={{ display: 'contents' }}>
      <Suspense fallback={standIn}>
        {wanted ? (
          <>
            <ConnectWalletButton size={compact ? 'small' : 'medium'} compact={compact} />
            <OnMount onMount={replayClick} />
          </>
        ) : (
          standIn
        )}
      </Suspense>
    </span>
  );
}
