import { parseAmount } from '@dappx/shared/amounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { useMoneyFlow, type MoneyFlow } from '@/components/dialogs/use-money-flow';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { storedWalletAddress } from '@/lib/session';
import { depositEth, EthDepositError } from '../lib/deposit-eth';
import { ethDepositError } from '../lib/eth-deposit-rules';
import { useImxWallet } from '../use-imx-wallet';

// The relayer pays within a few blocks; the balance is read again until it shows.
const arrivalPollMs = 2_000;

function useL1EthBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['layer2', 'l1-eth', storedWalletAddress()],
    queryFn: async () => {
      const client = await (await loadOnChain()).publicClient('bridge');
      return client.getBalance({ address: storedWalletAddress() as Address });
    },
    enabled: enabled && Boolean(storedWalletAddress()),
    staleTime: 0,
  });
}

/** While the deposit is pending, the IMX balance is read again until it holds `expected`: then done. */
function useArrival(
  flow: MoneyFlow,
  expected: bigint | undefined,
  refresh: () => Promise<bigint | undefined>,
) {
  const waiting = flow.step === 'pending' && !flow.busy;
  const { finish } = flow;
  useEffect(() => {
    if (!waiting || expected === undefined) return;
    const timer = setInterval(() => {
      void refresh().then((balance) => {
        if (balance !== undefined && balance >= expected) finish();
      });
    }, arrivalPollMs);
    return () => clearInterval(timer);
  }, [waiting, expected, refresh, finish]);
}

/**
 * The ETH deposit's state: the typed amount, the wallet's ETH on L1, and the flow that sends the amount
 * through the bridge entry and waits until the IMX balance shows it.
 */
export function useEthDeposit({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const imx = useImxWallet();
  const l1Balance = useL1EthBalance(open);
  const [amount, setAmount] = useState('');
  const [expected, setExpected] = useState<bigint>();
  const flow = useMoneyFlow({ open, onClose, reset: () => setAmount('') });
  useArrival(flow, expected, imx.refresh);

  const submit = () => {
    if (flow.busy || !flow.check(ethDepositError(amount, l1Balance.data))) return;
    const units = parseAmount(amount)!;
    const deposit = async () => {
      const before = (await imx.refresh().catch(() => undefined)) ?? 0n;
      const receipt = await depositEth(units, imx.connect);
      setExpected(before + units);
      void l1Balance.refetch();
      return receipt;
    };
    void flow.run(deposit, {
      start: 'wallet',
      then: 'pending',
      minimumMs: 0,
      route: (failure) => ({
        form: failure instanceof EthDepositError ? failure.message : t('layer2.actionNeeded'),
      }),
    });
  };

  return { flow, amount, setAmount, l1Balance: l1Balance.data, submit };
}

export type EthDeposit = ReturnType<typeof useEthDeposit>;
