import { requestConnect } from '@/lib/connect-requests';
import { imxConnection } from '@/lib/imx-wallet';

// The purchase runs outside React, so it reads the IMX wallet from the store layer2's useImxWallet()
// keeps (`wallet-imx`), and asks for a connection (the IMX connect area, on this page) when there is none.

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** The connected IMX (L2) wallet's address from local storage `wallet-imx`: a bare address or JSON with one. */
export function connectedImxAddress(): `0x${string}` | undefined {
  const stored = imxConnection().address?.trim();
  if (!stored) return undefined;
  let value: unknown = stored;
  try {
    value = JSON.parse(stored);
  } catch {
    // A bare address.
  }
  const address =
    typeof value === 'object' && value !== null ? (value as { address?: unknown }).address : value;
  return typeof address === 'string' && addressPattern.test(address) ? (address as `0x${string}`) : undefined;
}

/** The IMX balance: the L2 native balance of the connected IMX wallet. */
export async function imxBalance(address: `0x${string}`): Promise<bigint> {
  const { loadOnChain } = await import('@/lib/wallet/load-wallet');
  const client = await (await loadOnChain()).publicClient('l2');
  return client.getBalance({ address });
}

/**
 * With no IMX wallet connected the connect-wallet button is triggered (spec, section 5): the IMX
 * connect area's button when the page has it, else the header's Connect Wallet.
 */
export function requestImxConnection(): void {
  if (!requestConnect('imx')) requestConnect('wallet');
}
