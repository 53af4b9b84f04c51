import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@dappx/shared/amounts';
import { errorCodes } from '@dappx/shared/error-codes';
import type { WithdrawSettings, WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { useMoneyFlow, type FailureRoute } from '@/components/dialogs/use-money-flow';
import { balancesKey } from '@/features/balances';
import { historyKey } from '@/features/history';
import { logout } from '@/features/users';
import { ApiRequestError } from '@/lib/api-client';
import { PolicyUpdated, runWithdraw, WalletStepError } from '../withdraw-flow';
import { withdrawalsKey } from '../api/limit-status';

export type WithdrawDialogProps = {
  token: WithdrawTokenParam;
  /** The settings read when the dialog opened: the fees it shows, compared again after the request. */
  settings: WithdrawSettings;
  open: boolean;
  onClose: () => void;
  /** Policy Update!: the caller reads the settings again. */
  onPolicyUpdate: () => void;
};

/**
 * The withdrawal's state: the typed amount and the flow that sends it, where each refusal leads
 * (signed out when blocked, Policy Update! when the settings changed, else back to the form), and the
 * balances, history and limits read again once the dialog closes.
 */
export function useWithdraw({ token, settings, open, onClose, onPolicyUpdate }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amountText, setAmountText] = useState('');
  const flow = useMoneyFlow({
    open,
    onClose: () => {
      onClose();
      for (const queryKey of [balancesKey, historyKey, withdrawalsKey])
        void queryClient.invalidateQueries({ queryKey });
    },
    reset: () => setAmountText(''),
  });
  const amount = parseAmount(amountText) ?? 0n;

  function route(error: unknown): FailureRoute {
    if (error instanceof ApiRequestError && error.code === errorCodes.blocked) {
      void logout();
      return 'stay';
    }
    if (error instanceof PolicyUpdated) onPolicyUpdate();
    if (error instanceof PolicyUpdated || error instanceof WalletStepError) return 'error';
    // The request itself was refused: the server's message, in the dialog, amount kept for a retry.
    return { form: error instanceof Error ? error.message : t('withdrawals.walletFailed') };
  }

  const withdraw = () =>
    void flow.run(({ idempotencyKey }) => runWithdraw({ token, amount, shown: settings }, idempotencyKey), {
      start: 'wallet',
      minimumMs: 0,
      route,
      request: { token, amount },
    });
  return { flow, amount, amountText, setAmountText, withdraw };
}
