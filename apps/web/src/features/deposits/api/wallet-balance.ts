import { useQuery } from '@tanstack/react-query';
import type { DepositToken } from '@dappx/shared/deposits';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { storedWalletAddress } from '@/lib/session';

/** Every deposit query starts with this key, so OK refetches the wallet's balances with the store's. */
export const depositsKey = ['deposits'] as const;

/** The token's balance in the signed-in wallet on L1, read on chain (ERC-20 balanceOf). */
async function walletBalance(token: DepositToken): Promise<bigint> {
  const owner = storedWalletAddress();
  if (!owner) return 0n;
  // The contracts' ABIs come with the on-chain code, loaded on first need.
  const [{ depositContracts }, onChain] = await Promise.all([import('./deposit-on-chain'), loadOnChain()]);
  const { tokenAddress, abi } = await depositContracts(token);
  const client = await onChain.publicClient('l1');
  return client.readContract({
    address: tokenAddress,
    abi: abi.token,
    functionName: 'balanceOf',
    args: [owner as `0x${string}`],
  });
}

export function useWalletBalance(token: DepositToken, enabled: boolean) {
  return useQuery({
    queryKey: [...depositsKey, 'wallet', token],
    queryFn: () => walletBalance(token),
    enabled,
    staleTime: 0,
  });
}
