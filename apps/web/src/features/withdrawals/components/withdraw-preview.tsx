import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { shortAddress } from '@dappx/shared/addresses';
import { symbolOf } from '@dappx/shared/tokens';
import type { WithdrawSettings, WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { useTranslation } from 'react-i18next';
import { AmountRow, FlowButtons } from '@/components/dialogs/flow-steps';
import { useTokenBalances } from '@/features/balances';
import { storedWalletAddress } from '@/lib/session';
import { feesOf } from '../withdraw-fees';
import { useMoneyText, useRemainingDailyLimit } from './withdraw-money';

type PreviewProps = {
  token: WithdrawTokenParam;
  settings: WithdrawSettings;
  amount: bigint;
  onBack: () => void;
  onConfirm: () => void;
};

/**
 * The last look before the wallet is asked: what leaves the vault, each fee, what is left afterwards, where
 * it goes and how much of the day's limit remains. A withdrawal cannot be called back once paid out.
 */
export function WithdrawPreview({ token, settings, amount, onBack, onConfirm }: PreviewProps) {
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const { show, usd } = useMoneyText(symbol);
  const fees = feesOf(settings);
  const vault = useTokenBalances(token).first;
  const aceVault = useTokenBalances('acent').first;
  const remaining = useRemainingDailyLimit(token, true);
  const aceAfter = aceVault - fees.total - (token === 'acent' ? amount : 0n);
  const feeLines = [
    ['withdrawals.feeCore', fees.core],
    ['withdrawals.feeNitro', fees.nitro],
    ['withdrawals.feeUbi', fees.ubi],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 0.25 }}>
      <AmountRow label={t('withdrawals.preview.amount')} value={`${show(amount)} ($${usd(amount)})`} strong />
      {feeLines.map(([key, fee]) => (
        <AmountRow key={key} label={t(key)} value={show(fee, 'ACE')} />
      ))}
      <AmountRow
        label={t('withdrawals.preview.destination')}
        value={shortAddress(storedWalletAddress() ?? '', 4)}
      />
      <Divider sx={{ my: 0.5 }} />
      {token === 'dappx' ? (
        <AmountRow
          label={t('withdrawals.preview.vaultAfter', { vault: t('balances.dappx.first') })}
          value={show(vault - amount)}
        />
      ) : undefined}
      <AmountRow
        label={t('withdrawals.preview.vaultAfter', { vault: t('balances.acent.first') })}
        value={show(aceAfter, 'ACE')}
      />
      {remaining !== undefined ? (
        <AmountRow label={t('withdrawals.preview.limitAfter')} value={show(remaining - amount)} />
      ) : undefined}
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {t('withdrawals.preview.note')}
      </Typography>
      <FlowButtons onCancel={onBack} onNext={onConfirm} next={t('withdrawals.preview.confirm')} />
    </Box>
  );
}
