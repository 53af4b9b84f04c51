import { useQuery } from '@tanstack/react-query';

/**
 * The estimated network fee of paying `value` from `address` on the layer-2: the gas of a plain transfer
 * times the chain's gas price, read from the chain. The store's wallet that is paid is a plain account, so
 * a transfer to the payer's own address costs the same gas and needs no call to the store first.
 */
export function useNetworkFee(address: string | null, value: bigint, enabled: boolean) {
  return useQuery({
    queryKey: ['layer2-fee', address, value.toString()],
    enabled: enabled && address !== null,
    retry: false,
    staleTime: 15_000,
    queryFn: async () => {
      const { loadOnChain } = await import('@/lib/wallet/load-wallet');
      const client = await (await loadOnChain()).publicClient('l2');
      const account = address as `0x${string}`;
      const [gas, gasPrice] = await Promise.all([
        client.estimateGas({ account, to: account, value }),
        client.getGasPrice(),
      ]);
      return gas * gasPrice;
    },
  });
}
