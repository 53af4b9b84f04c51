type Eip1193Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
type Announcement = CustomEvent<{ info: { name: string }; provider: Eip1193Provider }>;

const announceWaitMs = 300;

/** The browser's wallet: the first that answers EIP-6963, else the injected `window.ethereum`. */
export async function findWallet(): Promise<Eip1193Provider | undefined> {
  const announced = await new Promise<Eip1193Provider | undefined>((resolve) => {
    const onAnnounce = (event: Event) => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve((event as Announcement).detail.provider);
    };
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    setTimeout(() => {
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      resolve(undefined);
    }, announceWaitMs);
  });
  return announced ?? (window as unknown as { ethereum?: Eip1193Provider }).ethereum;
}

const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** The wallet's chosen account, and a personal_sign of `message` by it. */
export async function walletAccount(wallet: Eip1193Provider): Promise<string> {
  const [account] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  if (!account) throw new Error('noAccount');
  return account;
}

export async function personalSign(wallet: Eip1193Provider, account: string, message: string) {
  return (await wallet.request({ method: 'personal_sign', params: [toHex(message), account] })) as string;
}
