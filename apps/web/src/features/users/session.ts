import { readStored, storageKeys, writeStored } from '@/lib/storage';

/** The signed-in state the spec keeps in local storage (section 3). */
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
  if (values.chainId !== undefined)
    writeStored(storageKeys.currentNetwork, `0x${values.chainId.toString(16)}`);
  writeStored(storageKeys.signInCalled, 'true');
}

export const isLoggedIn = () => Boolean(readStored(storageKeys.sessionId));
export const storedWalletAddress = () => readStored(storageKeys.walletAddress);

/** The demo wallet's EIP-6963 id, by which the connect dialog labels it. */
export const demoWalletId = 'com.dappx.demo-wallet';

/** The demo wallet's key, kept apart from the spec's keys so a logout keeps the demo identity. */
export const demoWalletKeyStorage = 'dappx-demo-wallet-key';

/**
 * Logout as the spec has it: local storage cleared, back to / with a reload. Only the demo wallet's key
 * survives: losing it would lose the demo account's balances for good.
 */
export function clearSessionAndGoHome() {
  try {
    const demoKey = window.localStorage.getItem(demoWalletKeyStorage);
    window.localStorage.clear();
    if (demoKey) window.localStorage.setItem(demoWalletKeyStorage, demoKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
  window.location.assign('/');
}

/** The header's form of an address: first 4 and last 4 characters. */
export const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;
