import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  errorCodes,
  formatDisplayAmount,
  parseAmount,
  symbolOf,
  type WithdrawSettings,
  type WithdrawTokenParam,
  shortAddress,
} from '@dappx/shared';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { useMoneyFlow, type FailureRoute } from '@/components/dialogs/use-money-flow';
import { balancesKey } from '@/features/balances';
import { historyKey } from '@/features/history';
import { logout } from '@/features/users';
import { ApiRequestError } from '@/lib/api-client';
import { failureText, failureTextsOf } from '@/lib/errors';
import { storedWalletAddress } from '@/lib/session';
import { PolicyUpdated, runWithdraw, WalletStepError } from '../withdraw-flow';
import { totalFee } from '../withdraw-fees';
import { withdrawalsKey } from '../api/limit-status';
import { WithdrawForm } from './withdraw-form';
import { WithdrawPreview } from './withdraw-preview';

const dialogWidth = 520;

type WithdrawDialogProps = {
  token: WithdrawTokenParam;
  /** The settings read when the dialog opened: the fees it shows, compared again after the request. */
  settings: WithdrawSettings;
  open: boolean;
  onClose: () => void;
  /** Policy Update!: the caller reads the settings again. */
  onPolicyUpdate: () => void;
};

/** Withdraw ACE / Withdraw DAPPX (spec, sections 2 and 4): from the vault balance to the signed-in wallet. */
export function WithdrawDialog({ token, settings, open, onClose, onPolicyUpdate }: WithdrawDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = symbolOf(token);
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
  const policyUpdated = flow.failure instanceof PolicyUpdated;
  const title = t('withdrawals.title', { token: symbol });
  return (
    <FlowDialog
      flow={flow}
      titles={{
        form: title,
        preview: t('withdrawals.preview.title'),
        wallet: title,
        done: t('withdrawals.successTitle'),
        error: policyUpdated ? t('withdrawals.policyTitle') : t('withdrawals.failedTitle'),
      }}
      icon={<FileUploadIcon />}
      maxWidth="sm"
      width={dialogWidth}
      form={
        <WithdrawForm
          {...{ token, settings, open, flow, amount, amountText }}
          onAmountText={setAmountText}
          onSubmit={flow.toPreview}
        />
      }
      preview={<WithdrawPreview {...{ token, settings, amount }} onBack={flow.back} onConfirm={withdraw} />}
      texts={{
        walletNote: t('withdrawals.processing'),
        done: t('withdrawals.successText', {
          amount: `${formatDisplayAmount(amount)} ${symbol}`,
          fee: `${formatDisplayAmount(totalFee(settings))} ACE`,
          address: shortAddress(storedWalletAddress() ?? '', 4),
        }),
        error: policyUpdated
          ? t('withdrawals.policyText')
          : failureText(
              flow.failure instanceof WalletStepError ? flow.failure.cause : flow.failure,
              failureTextsOf(t, t('withdrawals.walletFailed')),
            ),
      }}
    />
  );
}
