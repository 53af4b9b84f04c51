import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDisplayAmount, unitsOf } from '@dappx/shared/amounts';
import { textLanguageOf, translateServerText } from '@dappx/shared/server-texts';
import { symbolOf } from '@dappx/shared/tokens';
import type { WithdrawSettings, WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { AmountField } from '@/components/amount-field';
import { AmountRow, AmountSummary, FlowButtons } from '@/components/dialogs/flow-steps';
import type { MoneyFlow } from '@/components/dialogs/use-money-flow';
import { useTokenBalances } from '@/features/balances';
import { storedWalletAddress } from '@/lib/session';
import { totalFee } from '../withdraw-fees';
import { withdrawProblem } from '../withdraw-rules';
import { useMoneyText, useRemainingDailyLimit } from './withdraw-money';

type FormProps = {
  token: WithdrawTokenParam;
  settings: WithdrawSettings;
  open: boolean;
  flow: MoneyFlow;
  amount: bigint;
  amountText: string;
  onAmountText: (text: string) => void;
  onSubmit: () => void;
};

/** The withdraw form: vault balances, the destination, the amount, fees and total, Submit and Cancel. */
export function WithdrawForm({
  token,
  settings,
  open,
  flow,
  amount,
  amountText,
  onAmountText,
  onSubmit,
}: FormProps) {
  const { t, i18n } = useTranslation();
  const symbol = symbolOf(token);
  const { usd, show } = useMoneyText(symbol);
  const balances = useTokenBalances(token);
  const ace = useTokenBalances('acent');
  const remaining = useRemainingDailyLimit(token, open);
  // Checked as it is typed, in the server's words: Submit waits for an amount the server would take.
  const typed = amountText.trim() !== '';
  const funds = { token, vault: balances.first, aceVault: ace.first, fee: totalFee(settings), remaining };
  const problem = typed ? withdrawProblem(amountText, funds) : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
      <AmountSummary>
        <AmountRow
          label={t(`balances.${token}.first`)}
          value={
            <span data-testid="withdraw-vault-balance">
              {show(balances.first)} (${usd(balances.first)})
            </span>
          }
        />
        {token === 'dappx' ? (
          <AmountRow
            label={t('withdrawals.feeBalance', { vault: t('balances.acent.first') })}
            value={`${show(ace.first, 'ACE')} ($${usd(ace.first, 'ACE')})`}
          />
        ) : undefined}
      </AmountSummary>
      <TextField
        label={t('withdrawals.destination')}
        value={storedWalletAddress() ?? ''}
        fullWidth
        // The whole address stays visible on a phone: it wraps instead of scrolling out of sight.
        multiline
        sx={{ '& textarea': { wordBreak: 'break-all', fontVariantNumeric: 'tabular-nums' } }}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'withdraw-destination' } }}
      />
      <AmountField
        label={t('withdrawals.amount')}
        value={amountText}
        onChange={(text) => {
          onAmountText(text);
          flow.setFormError(undefined);
        }}
        symbol={symbol}
        error={problem && translateServerText(problem, textLanguageOf(i18n.language))}
        helper={t('withdrawals.usdEquivalent', { usd: usd(amount) })}
        onEnter={() => typed && problem === undefined && onSubmit()}
      />
      <WithdrawCosts token={token} settings={settings} amount={amount} remaining={remaining} />
      {flow.formError ? (
        <Alert severity="error" role="alert">
          {flow.formError}
        </Alert>
      ) : undefined}
      <FlowButtons
        onCancel={flow.close}
        onNext={onSubmit}
        next={t('withdrawals.continue')}
        disabled={!typed || problem !== undefined}
      />
    </Box>
  );
}

/** The fee (its parts in a tooltip), the total, and the daily limit still open. */
function WithdrawCosts({
  token,
  settings,
  amount,
  remaining,
}: Pick<FormProps, 'token' | 'settings' | 'amount'> & { remaining: bigint | undefined }) {
  const { t } = useTranslation();
  const { show } = useMoneyText(symbolOf(token));
  const fee = totalFee(settings);
  const feeText = `${formatDisplayAmount(fee)} ACE`;
  return (
    <AmountSummary>
      <AmountRow
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {t('withdrawals.fee')}
            <FeeTooltip settings={settings} />
          </Box>
        }
        value={feeText}
      />
      <AmountRow
        label={t('withdrawals.total')}
        value={
          <span data-testid="withdraw-total">
            {token === 'acent' ? show(amount + fee) : `${show(amount)} + ${feeText}`}
          </span>
        }
        strong
      />
      {remaining !== undefined ? (
        <AmountRow label={t('withdrawals.dailyLimit')} value={show(remaining)} />
      ) : undefined}
    </AmountSummary>
  );
}

function FeeTooltip({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const parts = [
    ['withdrawals.feeNitro', settings.withdrawal_fee_nitro],
    ['withdrawals.feeUbi', settings.withdrawal_fee_ubi],
    ['withdrawals.feeCore', settings.withdrawal_fee_core],
  ] as const;
  return (
    <Tooltip
      arrow
      title={
        <Box sx={{ display: 'grid', gap: 0.25 }}>
          <Typography variant="caption">{t('withdrawals.feeDetails')}</Typography>
          {parts.map(([key, fee]) => (
            <Typography key={key} variant="caption">
              {t(key)}: {formatDisplayAmount(unitsOf(fee))} ACE
            </Typography>
          ))}
        </Box>
      }
    >
      <IconButton size="small" aria-label={t('withdrawals.feeDetails')} sx={{ p: 0.25 }}>
        <InfoOutlinedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
