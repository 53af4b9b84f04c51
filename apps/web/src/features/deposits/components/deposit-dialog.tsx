import { useQueryClient } from '@tanstack/react-query';
import { formatDisplayAmount, formatFiat, toInputPrecision, usdValueOf } from '@dappx/shared/amounts';
import {
  depositAmountError,
  depositFailure,
  depositTexts,
  type DepositText,
  type DepositToken,
} from '@dappx/shared/deposits';
import { slugOf } from '@dappx/shared/tokens';
import { useTranslation } from 'react-i18next';
import { AmountFlowDialog, type AmountFlowPolicy } from '@/components/dialogs/amount-flow';
import { balancesKey } from '@/features/balances';
import { historyKey } from '@/features/history';
import { useMarketPrices } from '@/features/prices';
import { walletErrorOf } from '@/lib/errors';
import { depositsKey, useWalletBalance } from '../api/wallet-balance';

type DialogProps = { token: DepositToken; open: boolean; onClose: () => void };

/**
 * Deposit {token} (spec, sections 2, 4, 5 and 8): the wallet's balance on L1, an amount with Max and its
 * USD equivalent, a preview, then the wallet approves the Vault when needed and deposits. The store's
 * indexer credits the vault once the chain has confirmed it.
 */
export function DepositDialog({ token, open, onClose }: DialogProps) {
  const queryClient = useQueryClient();
  const close = () => {
    onClose();
    // The deposit shows once indexed: the store's balances and history, and the wallet's own balance.
    for (const queryKey of [balancesKey, historyKey, depositsKey])
      void queryClient.invalidateQueries({ queryKey });
  };
  return <AmountFlowDialog open={open} onClose={close} policy={useDepositPolicy(token, open)} />;
}

function useDepositPolicy(token: DepositToken, open: boolean): AmountFlowPolicy {
  const { t } = useTranslation();
  const wallet = useWalletBalance(token, open);
  const prices = useMarketPrices();
  const balance = wallet.data ?? 0n;
  const show = (units: bigint) => `${formatDisplayAmount(units)} ${token}`;
  const usd = (units: bigint) => `$${formatFiat(usdValueOf(units, prices.usdOf(token)))}`;
  const say = (key: DepositText) => t(`deposits.${key}`, { defaultValue: depositTexts[key] });
  const title = t('deposits.title', { token });
  return {
    symbol: token,
    titles: {
      form: title,
      preview: t('deposits.previewTitle', { token }),
      done: say('onItsWay'),
      error: title,
    },
    texts: {
      amount: t('deposits.amount'),
      amountLine: t('deposits.amount'),
      problem: (problem) => say(problem as DepositText),
      done: (amount) => t('deposits.onItsWayText', { amount: show(amount), token }),
      error: (failure) => {
        const { key, message } = depositFailure(walletErrorOf(failure));
        return key ? say(key) : message;
      },
    },
    summary: () => [
      {
        label: t('deposits.available'),
        value: <span data-testid="wallet-balance">{wallet.isPending ? '…' : show(balance)}</span>,
      },
    ],
    preview: (amount) => ({
      before: [{ label: t('deposits.usdEquivalent'), value: usd(amount) }],
      after: [
        { label: t('deposits.from'), value: t('deposits.yourWallet') },
        // Where a deposit lands: the token's vault, named as its balance tile names it.
        { label: t('deposits.to'), value: t(`balances.${slugOf(token)}.first`) },
      ],
      note: t('deposits.approvalNote'),
    }),
    check: ({ text }) => depositAmountError(text, balance),
    shortcuts: { max: toInputPrecision(balance) },
    helper: (amount) => `${t('deposits.usdEquivalent')}: ${usd(amount)}`,
    start: 'wallet',
    submit: async (amount) => {
      const { depositOnChain } = await import('../api/deposit-on-chain');
      return depositOnChain(token, amount);
    },
  };
}
