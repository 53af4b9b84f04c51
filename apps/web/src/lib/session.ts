import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from './storage';

// The signed-in state the spec keeps in local storage (section 3), read and written here only: the
// features ask this module, never the storage keys themselves.

/** Keeps a new session (sign-in, registration, or a device linked by QR code). */
export function storeSession(values: {
  sessionId: string;
  referralCode: string;
  walletAddress: string;
  /** The wallet's chain; unknown when a phone was linked by QR code without a wallet of its own. */
  chainId?: number;
}) {
  writeStored(storageKeys.sessionId, values.sessionId);
  writeStored(storageKeys.loggedIn, 'true');
  writeStored(storageKeys.walletAddress, values.walletAddress);
  writeStored(storageKeys.referralCode, values.referralCode);
  if (values.chainId !== undefined) storeNetwork(values.chainId);
  writeStored(storageKeys.signInCalled, 'true');
}

export const storedSessionId = () => readStored(storageKeys.sessionId);
export const isLoggedIn = () => Boolean(storedSessionId());
export const storedWalletAddress = () => readStored(storageKeys.walletAddress);

/** The wallet's network as the spec stores it (`0x22b8`), or the string 'null' for none. */
export const storedNetwork = () => readStored(storageKeys.currentNetwork);
export const storeNetwork = (chainId: number) =>
  writeStored(storageKeys.currentNetwork, `0x${chainId.toString(16)}`);

/** The referral code a `?ref=` link brought, offered when the visitor registers. */
export const storedReferralLink = () => readStored(storageKeys.ref);
export const storeReferralLink = (code: string) => writeStored(storageKeys.ref, code);

/** The demo wallet's EIP-6963 id, by which the connect dialog labels it. */
export const demoWalletId = 'com.dappx.demo-wallet';

/** The demo wallet's key, kept apart from the spec's keys so a logout keeps the demo identity. */
export const demoWalletKeyStorage = 'dappx-demo-wallet-key';

/**
 * Logout as the spec has it: local storage cleared, back to / with a reload. Only the demo wallet's key
 * survives: losing it would lose the demo account's balances for good.
 */
export function clearSessionAndGoHome() {
  clearSession();
  window.location.assign('/');
}

/** Signs out where the visitor is, for a page that must say why (a suspended account). */
export function clearSession() {
  try {
    const demoKey = window.localStorage.getItem(demoWalletKeyStorage);
    window.localStorage.clear();
    if (demoKey) window.localStorage.setItem(demoWalletKeyStorage, demoKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.dispatchEvent(new Event(sessionEnded));
}

// A sign-out without a page load tells what shows the session (the header's wallet button) to look again.
const sessionEnded = 'dappx-session-ended';
const onSessionEnded = (changed: () => void) => {
  window.addEventListener(sessionEnded, changed);
  return () => window.removeEventListener(sessionEnded, changed);
};

/** Whether a session is stored, drawn again when one ends on the page. */
export const useIsLoggedIn = () => useSyncExternalStore(onSessionEnded, isLoggedIn, () => false);
