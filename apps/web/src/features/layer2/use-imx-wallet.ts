import { unitsOf } from '@dappx/shared/amounts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { isLoggedIn } from '@/lib/session';
import { ApiRequestError } from '@/lib/api-client';
import { getLayer2Balance } from './api/get-layer2-balance';
import {
  disconnectImxWallet,
  forgetImxWallet,
  imxConnection,
  storeImxWallet,
  subscribeImxConnection,
} from '@/lib/imx-wallet';
import { linkImxWallet } from './lib/link-imx';

export type ImxWallet = {
  /** The linked L2 (IMX) address while connected (the stored `wallet-imx`), else null. */
  address: string | null;
  /** 'disconnected' for the 1 s after Disconnect, before the stored entry goes. */
  status: 'not-connected' | 'connected' | 'disconnected';
  /** The IMX balance (native L2 balance) in wei; undefined while unknown or not connected. */
  balance: bigint | undefined;
  /**
   * The link step without UI: switches the wallet to L2, signs the link message, links it on the
   * server and stores `wallet-imx`. Resolves to the address; rejects with the server's ApiRequestError
   * (e.g. 'Please use the same address.') or the wallet's error (e.g. code 4001 when declined).
   */
  connect: () => Promise<string>;
  disconnect: () => void;
  /** Reads the IMX balance again; resolves to the new value. */
  refresh: () => Promise<bigint | undefined>;
};

export const imxBalanceKey = ['layer2', 'balance'] as const;

/** The layer-2 (IMX) wallet of the signed-in account, for the connect area and other features. */
export function useImxWallet(): ImxWallet {
  const connection = useSyncExternalStore(subscribeImxConnection, imxConnection, imxConnection);
  const queryClient = useQueryClient();
  const address = connection.address;
  const balance = useQuery({
    queryKey: [...imxBalanceKey, address],
    queryFn: getLayer2Balance,
    enabled: Boolean(address) && isLoggedIn(),
    retry: false,
    staleTime: 10_000,
  });

  // A stored entry the server does not know (another account's, or unlinked) is not a connection.
  const notLinked = balance.error instanceof ApiRequestError && balance.error.status === 404;
  useEffect(() => {
    if (notLinked) forgetImxWallet();
  }, [notLinked]);

  const connect = useCallback(async () => {
    const link = await linkImxWallet();
    storeImxWallet(link.address);
    await queryClient.invalidateQueries({ queryKey: imxBalanceKey });
    return link.address;
  }, [queryClient]);

  const { refetch } = balance;
  const refresh = useCallback(async () => {
    const result = await refetch();
    return result.data ? unitsOf(result.data.balance) : undefined;
  }, [refetch]);

  return {
    address,
    status: !address ? 'not-connected' : connection.disconnected ? 'disconnected' : 'connected',
    balance: balance.data ? unitsOf(balance.data.balance) : undefined,
    connect,
    disconnect: disconnectImxWallet,
    refresh,
  };
}
