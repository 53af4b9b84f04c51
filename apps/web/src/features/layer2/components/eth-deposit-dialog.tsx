import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { FlowDialog } from '@/components/dialogs/flow-dialog';
import { FlowButtons } from '@/components/dialogs/flow-steps';
import { ethAmountFits } from '../lib/eth-deposit-rules';
import { useEthDeposit, type EthDeposit } from './use-eth-deposit';

/** 'Deposit': ETH from the wallet on L1 to its IMX (L2) address through the bridge entry. */
export function EthDepositDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const deposit = useEthDeposit({ open, onClose });
  const { flow, amount } = deposit;
  const title = t('layer2.depositTitle');
  return (
    <FlowDialog
      flow={flow}
      titles={{ form: title, wallet: title, pending: title, done: title }}
      formWhileWallet
      form={<EthDepositForm deposit={deposit} />}
      texts={{
        waiting: t('layer2.waiting', { amount }),
        done: t('layer2.arrived', { amount }),
        ok: t('layer2.ok'),
      }}
    />
  );
}

/** The wallet's ETH on L1, the amount to send, and Cancel / Deposit. */
function EthDepositForm({ deposit }: { deposit: EthDeposit }) {
  const { t } = useTranslation();
  const { flow, amount, setAmount, l1Balance, submit } = deposit;
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('layer2.available')}:{' '}
        <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {l1Balance === undefined ? '…' : `${formatDisplayAmount(l1Balance)} ETH`}
        </Box>
      </Typography>
      <AmountField
        label={t('layer2.amount')}
        value={amount}
        symbol="ETH"
        maxLength={16}
        error={flow.formError}
        onChange={(text) => {
          if (!ethAmountFits(text)) return;
          setAmount(text);
          flow.setFormError(undefined);
        }}
        onEnter={submit}
      />
      <FlowButtons
        onCancel={flow.close}
        onNext={submit}
        cancel={t('layer2.cancel')}
        next={t('layer2.deposit')}
        busy={flow.step === 'wallet'}
      />
    </Box>
  );
}
