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
import { isLoggedIn } from '@/lib/session';

// The connect button brings the whole sign-in flow (its dialogs, the register form, the users API and
// with it zod): about 55 kB compressed that most visits never use. It loads on the first sign of intent.
const loadConnectWalletButton = () =>
  import('@/features/wallet-connect/components/connect-wallet-button').then((module) => ({
    default: module.ConnectWalletButton,
  }));
const ConnectWalletButton = lazy(loadConnectWalletButton);

type Props = { compact: boolean };

/**
 * Stands in for ConnectWalletButton until its code is wanted, and looks the same (connectWalletButtonSx).
 * Hovering, focusing or touching it loads the real one; a click that comes first is replayed on the
 * real button once it is there, with the focus moved to it so the dialog hands focus back.
 */
function ConnectWalletStandIn({ compact, onIntent }: Props & { onIntent: (click: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="contained"
      size={compact ? 'small' : 'medium'}
      startIcon={compact ? undefined : <AccountBalanceWalletOutlinedIcon />}
      aria-haspopup="dialog"
      onPointerEnter={() => onIntent(false)}
      onFocus={() => onIntent(false)}
      onTouchStart={() => onIntent(false)}
      onClick={() => onIntent(true)}
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
  const pending = useRef({ click: false, focus: false });
  const slot = useRef<HTMLSpanElement>(null);

  const onIntent = (click: boolean) => {
    pending.current.click ||= click;
    pending.current.focus ||= slot.current?.contains(document.activeElement) ?? false;
    // A transition keeps the stand-in on screen (and focused) until the real button can replace it.
    startTransition(() => setWanted(true));
  };

  const replayIntent = useCallback(() => {
    const button = slot.current?.querySelector('button');
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (pending.current.click || (pending.current.focus && focusLost)) button?.focus();
    if (pending.current.click) button?.click();
    pending.current = { click: false, focus: false };
  }, []);

  // A feature that needs a signed-in wallet (the IMX connect area) asks for the connection; pressing
  // this button, whichever of the stand-in or the real one shows, is what a visitor would do.
  useEffect(() => offerConnect('wallet', () => slot.current?.querySelector('button')?.click()), []);

  if (isLoggedIn()) return <AccountButton />;
  const standIn = <ConnectWalletStandIn compact={compact} onIntent={onIntent} />;
  return (
    <span ref={slot} style={{ display: 'contents' }}>
      <Suspense fallback={standIn}>
        {wanted ? (
          <>
            <ConnectWalletButton size={compact ? 'small' : 'medium'} compact={compact} />
            <OnMount onMount={replayIntent} />
          </>
        ) : (
          standIn
        )}
      </Suspense>
    </span>
  );
}
