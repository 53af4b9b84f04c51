import FileUploadIcon from '@mui/icons-material/FileUpload';
import { useTranslation } from 'react-i18next';
import { shortAddress } from '@dappx/shared/addresses';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { symbolOf } from '@dappx/shared/tokens';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { failureText, failureTextsOf } from '@/lib/errors';
import { storedWalletAddress } from '@/lib/session';
import { PolicyUpdated, WalletStepError } from '../withdraw-flow';
import { totalFee } from '../withdraw-fees';
import { useWithdraw, type WithdrawDialogProps } from './use-withdraw';
import { WithdrawForm } from './withdraw-form';
import { WithdrawPreview } from './withdraw-preview';

const dialogWidth = 520;

/** Withdraw ACE / Withdraw DAPPX (spec, sections 2 and 4): from the vault balance to the signed-in wallet. */
export function WithdrawDialog(props: WithdrawDialogProps) {
  const { token, settings, open } = props;
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const { flow, amount, amountText, setAmountText, withdraw } = useWithdraw(props);
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
