/** The local-storage keys of the storefront spec (section 3), in one place. */
export const storageKeys = {
  sessionId: 'session-id',
  loggedIn: 'loggedin',
  walletAddress: 'wallet_address',
  referralCode: 'referral_code',
  currentNetwork: 'current_network',
  walletImx: 'wallet-imx',
  signInCalled: 'signincalled',
  ref: 'ref',
  language: 'language',
  withdrawId: 'withdraw_id',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (privacy modes, full quota); the store keeps working without it.
export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable, so nothing was remembered either.
  }
}
