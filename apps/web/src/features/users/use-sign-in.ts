import { useCallback, useState } from 'react';
import { getRegion } from './api/users-api';
import { walletRefusalOf } from '@/lib/errors';
import { clearSession, clearSessionAndGoHome, demoWalletId } from '@/lib/session';
import { loadWallet } from '@/lib/wallet/load-wallet';
import type { WalletOption } from '@/lib/wallet/wallet-client';
import type { SignInOutcome } from './wallet-sign-in';

/** The DAPPX browser, or a mobile wallet's in-app browser other than on iOS (storefront spec, section 4). */
export function isInWalletBrowser(userAgent: string): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return false;
  return /\bDAPPX\b|MetaMaskMobile|Trust\/|CoinbaseWallet|TokenPocket|imToken/i.test(userAgent);
}

/** `suspended`: the store blocked this wallet; the dialog says so, and where to write. */
export type SignInNotice = 'rejected' | 'pending' | 'failed' | 'suspended';

export type SignInState =
  | { step: 'idle' }
  | { step: 'region-restricted' }
  | { step: 'loading' }
  | { step: 'choose'; options: WalletOption[] }
  | { step: 'no-wallet' }
  | { step: 'connecting' }
  | { step: 'register'; address: string; chainId: number }
  | { step: 'signed-in' }
  /** `error`: what failed, told in words that say what to do next (a rate limit, no connection…). */
  | { step: 'notice'; notice: SignInNotice; error?: unknown };

// The connect dialog stays a moment after success so the visitor sees it worked (spec: about 2 s).
const closeAfterMs = 2_000;

/** Why the wallet did not connect: the visitor's no, or a request already waiting in it. */
function connectFailureNotice(error: unknown): SignInNotice {
  const refusal = walletRefusalOf(error);
  if (refusal === 'declined') return 'rejected';
  if (refusal === 'pending') return 'pending';
  console.error('Connecting the wallet failed', error);
  return 'failed';
}

/** The wallets this browser offers: the installed extensions, and the demo wallet in demo mode. */
async function discoverWallets(): Promise<WalletOption[]> {
  const wallet = await loadWallet();
  // Discovery answers within a tick of asking; give extensions a moment to announce themselves.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return wallet.walletOptions();
}

/** What the dialog shows after the store's part of a sign-in; undefined when the page is going away. */
function stateAfter(outcome: SignInOutcome, address: string, chainId: number): SignInState | undefined {
  switch (outcome.kind) {
    case 'signed-in':
      setTimeout(() => window.location.assign('/user-profile'), closeAfterMs);
      return { step: 'signed-in' };
    case 'needs-registration':
      return { step: 'register', address, chainId };
    case 'blocked':
      // Signed out where they are, told why: a silent trip home left them guessing.
      clearSession();
      return { step: 'notice', notice: 'suspended' };
    case 'signing-failed':
      // Spec, section 4: a signing failure other than the person's own refusal logs the user out.
      console.error('The wallet failed to sign in', outcome.error);
      clearSessionAndGoHome();
      return undefined;
    case 'rejected':
    case 'pending':
      return { step: 'notice', notice: outcome.kind };
    case 'failed':
      console.error('Sign-in failed', outcome.error);
      return { step: 'notice', notice: 'failed', error: outcome.error };
  }
}

/**
 * The wallet sign-in of the storefront spec (section 4) as a small state machine the connect dialog
 * renders: region check, wallet choice, connect, nonce, signature, session, or registration.
 */
export function useSignIn() {
  const [state, setState] = useState<SignInState>({ step: 'idle' });

  const finish = useCallback(async (address: string, chainId: number) => {
    await loadWallet();
    const { signIn } = await import('./wallet-sign-in');
    const next = stateAfter(await signIn(address, chainId), address, chainId);
    if (next) setState(next);
  }, []);

  const choose = useCallback(
    async (uid: string) => {
      setState({ step: 'connecting' });
      try {
        const wallet = await loadWallet();
        const { address, chainId } = await wallet.connectWallet(uid);
        await finish(address, chainId);
      } catch (error) {
        setState({ step: 'notice', notice: connectFailureNotice(error), error });
      }
    },
    [finish],
  );

  const start = useCallback(async () => {
    setState({ step: 'loading' });
    const region = await getRegion().catch(() => ({ restricted: false }));
    if (region.restricted) {
      setState({ step: 'region-restricted' });
      return;
    }
    const options = await discoverWallets();
    // Inside the DAPPX browser or a wallet's own browser (not on iOS) its wallet is the one: connect at once.
    const own = options.filter((option) => option.id !== demoWalletId);
    if (own.length === 1 && isInWalletBrowser(navigator.userAgent)) {
      await choose(own[0]!.uid);
      return;
    }
    setState(options.length === 0 ? { step: 'no-wallet' } : { step: 'choose', options });
  }, [choose]);

  /** After the Register dialog created the account: sign in, or in just-create mode go to the profile. */
  const registered = useCallback(
    async (address: string, chainId: number, { justCreate = false } = {}) => {
      if (justCreate) {
        window.location.assign('/user-profile');
        return;
      }
      setState({ step: 'connecting' });
      await finish(address, chainId);
    },
    [finish],
  );

  const reset = useCallback(() => setState({ step: 'idle' }), []);
  return { state, start, choose, registered, reset };
}
