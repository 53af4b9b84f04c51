import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { useImxWallet } from '@/features/layer2';
import { storedWalletAddress } from '@/lib/session';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import type { WalletToken } from '../lib/wallet-network';

/**
 * What the signed-in wallet holds on its L1 network: the coin, ACE and DAPPX, read from the chain (the
 * network's own token pair), not from the store.
 */
async function walletTokens(owner: Address): Promise<WalletToken[]> {
  const [onChain, { erc20Abi }] = await Promise.all([loadOnChain(), import('viem')]);
  const [{ contracts }, l1] = await Promise.all([onChain.loadNetwork(), onChain.publicClient('l1')]);
  const tokenBalance = (address: Address) =>
    l1.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const [eth, ace, dappx] = await Promise.all([
    l1.getBalance({ address: owner }),
    tokenBalance(contracts.ace as Address),
    tokenBalance(contracts.dappx as Address),
  ]);
  return [
    { symbol: 'DAPPX', units: dappx },
    { symbol: 'ACE', units: ace },
    { symbol: 'ETH', units: eth },
  ];
}

/** The wallet's own tokens: L1's from the chain, and the linked IMX wallet's L2 coin once known. */
export function useWalletTokens() {
  const owner = storedWalletAddress() as Address | null;
  const imx = useImxWallet();
  const l1 = useQuery({
    queryKey: ['wallet-tokens', owner],
    queryFn: () => walletTokens(owner!),
    enabled: Boolean(owner),
    staleTime: 10_000,
  });
  const l2: WalletToken[] =
    imx.address && imx.balance !== undefined ? [{ symbol: 'ETH', units: imx.balance, layer: 'l2' }] : [];
  return { tokens: l1.data ? [...l1.data, ...l2] : [], isPending: l1.isPending };
}
