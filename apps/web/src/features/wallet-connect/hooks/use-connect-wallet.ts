import { useCallback } from 'react';

export type ConnectResult = { status: 'no-provider' } | { status: 'coming-soon' };

type WindowWithWallet = Window & { ethereum?: unknown };

/** Whether a browser wallet (an EIP-1193 provider such as the DAPPX browser's) is injected in the page. */
export function hasInjectedWallet(): boolean {
  return typeof window !== 'undefined' && Boolean((window as WindowWithWallet).ethereum);
}

/**
 * The seam of the sign-in: the dialog only calls `connect()` and reacts to its result. Requesting the
 * accounts, the nonce and the signature is a later issue; until then a present wallet answers
 * 'coming-soon'.
 */
export function useConnectWallet() {
  const connect = useCallback(async (): Promise<ConnectResult> => {
    if (!hasInjectedWallet()) return { status: 'no-provider' };
    return { status: 'coming-soon' };
  }, []);
  return { connect, hasWallet: hasInjectedWallet() };
}
