import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount, parseAmount } from '@dappx/shared/amounts';
import { symbolOf } from '@dappx/shared/tokens';
import { transferTexts, type TransferToken } from '@dappx/shared/transfers';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { balancesKey } from '@/features/balances';
import { postTransfer } from '../api/transfer';
import { chooseFrom, directionOf, transferError, type Side, type SideBalances } from '../transfer-rules';
import { TransferConfirm, TransferForm } from './transfer-steps';

const desktopWidth = 500;

type TransferDialogProps = {
  token: TransferToken;
  /** The balances as last fetched: what the server will check the amount against. */
  balances: SideBalances;
  open: boolean;
  onClose: () => void;
};

/** The token transfer modal's four steps (spec, sections 2 and 4): input, confirm, processing, result. */
export function TransferDialog({ token, balances, open, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = symbolOf(token);
  const [sides, setSides] = useState(chooseFrom('first'));
  const [amountText, setAmountText] = useState('');
  const flow = useMoneyFlow({
    open,
    onClose: () => {
      onClose();
      void queryClient.invalidateQueries({ queryKey: balancesKey });
    },
    reset: () => {
      setSides(chooseFrom('first'));
      setAmountText('');
    },
  });
  const amount = parseAmount(amountText) ?? 0n;
  const label = (side: Side) => t(`balances.${token}.${side}`);
  const step = { symbol, balances, sides, amount, label };

  return (
    <FlowDialog
      flow={flow}
      titles={{
        form: t('transfers.title', { token: symbol }),
        preview: t('transfers.confirmTitle'),
        pending: t('transfers.processingTitle'),
        done: t('transfers.successTitle'),
        error: t('transfers.failedTitle'),
      }}
      icon={<SwapHorizIcon />}
      maxWidth="sm"
      width={desktopWidth}
      form={
        <TransferForm
          {...step}
          amountText={amountText}
          onSides={setSides}
          onAmountText={setAmountText}
          flow={flow}
          onContinue={() => flow.check(transferError(amountText, balances[sides.from])) && flow.toPreview()}
        />
      }
      preview={
        <TransferConfirm
          {...step}
          flow={flow}
          onContinue={() => {
            const transfer = { token, direction: directionOf(token, sides.from), amount };
            void flow.run(({ idempotencyKey }) => postTransfer(transfer, idempotencyKey), {
              request: transfer,
            });
          }}
        />
      }
      texts={{
        waiting: t('transfers.processingText'),
        done: t('transfers.successText', {
          amount: formatDisplayAmount(amount),
          token: symbol,
          from: label(sides.from),
          to: label(sides.to),
        }),
        error: t('transfers.failed', { defaultValue: transferTexts.failed }),
        ok: t('transfers.ok'),
      }}
    />
  );
}
