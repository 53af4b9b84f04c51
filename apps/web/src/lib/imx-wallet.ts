import { readStored, removeStored, storageKeys, writeStored } from '@/lib/storage';

/**
 * The spec's `wallet-imx` entry (the linked L2 address once connected) and the short 'disconnected'
 * state before it goes. Components share it through this tiny store so every connect area and the
 * hook agree at once.
 */
export type ImxConnection = { address: string | null; disconnected: boolean };

const listeners = new Set<() => void>();
let disconnected = false;
let snapshot: ImxConnection = { address: null, disconnected };

function read(): ImxConnection {
  const address = readStored(storageKeys.walletImx);
  if (snapshot.address !== address || snapshot.disconnected !== disconnected)
    snapshot = { address, disconnected };
  return snapshot;
}
const notify = () => listeners.forEach((listener) => listener());

export const imxConnection = read;

export function storeImxWallet(address: string) {
  disconnected = false;
  writeStored(storageKeys.walletImx, address);
  notify();
}

/** The spec's disconnect: 'disconnected' at once, the stored entry removed after 1 s. */
export const disconnectDelayMs = 1_000;
export function disconnectImxWallet() {
  disconnected = true;
  notify();
  setTimeout(() => {
    if (!disconnected) return;
    forgetImxWallet();
  }, disconnectDelayMs);
}

export function forgetImxWallet() {
  disconnected = false;
  removeStored(storageKeys.walletImx);
  notify();
}

export function subscribeImxConnection(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.walletImx || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
