import FileUploadIcon from '@mui/icons-material/FileUpload';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayDecimals,
  errorCodes,
  formatDisplayAmount,
  parseAmount,
  symbolOf,
  unitsOf,
  usdValueOf,
  type WithdrawSettings,
  type WithdrawTokenParam,
} from '@dappx/shared';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { failureText, failureTextsOf } from '@/lib/errors';
import {
  AmountRow,
  AmountSummary,
  FlowButtons,
  ProcessingView,
  ResultView,
} from '@/components/dialogs/flow-steps';
import { AmountField } from '@/components/amount-field';
import { balancesKey, useTokenBalances } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { logout } from '@/features/users';
import { storedWalletAddress } from '@/lib/session';
import { ApiRequestError } from '@/lib/api-client';
import { useWithdrawLimitStatus } from '../api/limit-status';
import { totalFee } from '../withdraw-fees';
import { runWithdraw, WalletStepError } from '../withdraw-flow';

type Step = 'input' | 'processing' | 'success' | 'failure' | 'policy';

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
  const balances = useTokenBalances(token);
  const ace = useTokenBalances('acent');
  const prices = useMarketPrices();
  const limits = useWithdrawLimitStatus(token, open);
  const [step, setStep] = useState<Step>('input');
  const [amountText, setAmountText] = useState('');
  const [serverError, setServerError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const amount = parseAmount(amountText) ?? 0n;
  const fee = totalFee(settings);
  const usd = (units: bigint, of: 'ACE' | 'DAPPX' = symbol) =>
    formatDisplayAmount(usdValueOf(units, prices.usdOf(of)), displayDecimals.fiat);
  const show = (units: bigint, of: string = symbol) => `${formatDisplayAmount(units)} ${of}`;
  const remaining = limits.data
    ? [limits.data.remaining_daily_tx_amount, limits.data.remaining_user_daily_tx_amount]
        .map(unitsOf)
        .reduce((least, value) => (value < least ? value : least))
    : undefined;

  function close() {
    if (step === 'processing') return; // the wallet is open; its answer decides what shows next
    onClose();
    void queryClient.invalidateQueries({ queryKey: balancesKey });
    void queryClient.invalidateQueries({ queryKey: ['history'] });
    void queryClient.invalidateQueries({ queryKey: ['withdrawals'] });
    setTimeout(() => {
      setStep('input');
      setAmountText('');
      setServerError(undefined);
      setFailure(undefined);
    }, 400);
  }

  async function submit() {
    setServerError(undefined);
    setStep('processing');
    try {
      const outcome = await runWithdraw(token, amount, settings);
      if (outcome === 'policy') onPolicyUpdate();
      setStep(outcome === 'policy' ? 'policy' : 'success');
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === errorCodes.blocked) return void logout();
      if (error instanceof WalletStepError) {
        setFailure(failureText(error.cause, failureTextsOf(t, t('withdrawals.walletFailed'))));
        setStep('failure');
      } else {
        // The request itself was refused: the server's message, in the dialog, amount kept for a retry.
        setServerError(error instanceof Error ? error.message : t('withdrawals.walletFailed'));
        setStep('input');
      }
    }
  }

  const title = {
    input: t('withdrawals.title', { token: symbol }),
    processing: t('withdrawals.title', { token: symbol }),
    success: t('withdrawals.successTitle'),
    failure: t('withdrawals.failedTitle'),
    policy: t('withdrawals.policyTitle'),
  }[step];
  const feeText = `${formatDisplayAmount(fee)} ACE`;

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={title}
      icon={step === 'input' ? <FileUploadIcon /> : undefined}
      maxWidth="sm"
      width={520}
    >
      {step === 'input' ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <AmountSummary>
            <AmountRow
              label={t('withdrawals.vaultBalance', { token: symbol })}
              value={
                <span data-testid="withdraw-vault-balance">
                  {show(balances.first)} (${usd(balances.first)})
                </span>
              }
            />
            {token === 'dappx' ? (
              <AmountRow
                label={t('withdrawals.feeBalance')}
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
              setAmountText(text);
              setServerError(undefined);
            }}
            symbol={symbol}
            helper={t('withdrawals.usdEquivalent', { usd: usd(amount) })}
            onEnter={() => void submit()}
          />
          <AmountSummary>
            <AmountRow
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  {t('withdrawals.fee')}
                  <Tooltip
                    arrow
                    title={
                      <Box sx={{ display: 'grid', gap: 0.25 }}>
                        <Typography variant="caption">{t('withdrawals.feeDetails')}</Typography>
                        <Typography variant="caption">
                          {t('withdrawals.feeNitro')}:{' '}
                          {formatDisplayAmount(unitsOf(settings.withdrawal_fee_nitro))} ACE
                        </Typography>
                        <Typography variant="caption">
                          {t('withdrawals.feeUbi')}:{' '}
                          {formatDisplayAmount(unitsOf(settings.withdrawal_fee_ubi))} ACE
                        </Typography>
                        <Typography variant="caption">
                          {t('withdrawals.feeCore')}:{' '}
                          {formatDisplayAmount(unitsOf(settings.withdrawal_fee_core))} ACE
                        </Typography>
                      </Box>
                    }
                  >
                    <IconButton size="small" aria-label={t('withdrawals.feeDetails')} sx={{ p: 0.25 }}>
                      <InfoOutlinedIcon fontSize="inherit" />
                    </IconButton>
                  </Tooltip>
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
          {serverError ? (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          ) : undefined}
          <FlowButtons onCancel={close} onNext={() => void submit()} next={t('withdrawals.submit')} />
        </Box>
      ) : undefined}
      {step === 'processing' ? (
        <Box>
          <ProcessingView />
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('withdrawals.processing')}
          </Typography>
        </Box>
      ) : undefined}
      {step === 'success' ? (
        <ResultView success message={t('withdrawals.successText')} onOk={close} />
      ) : undefined}
      {step === 'failure' ? <ResultView success={false} message={failure} onOk={close} /> : undefined}
      {step === 'policy' ? (
        <ResultView success={false} message={t('withdrawals.policyText')} onOk={close} />
      ) : undefined}
    </AppDialog>
  );
}
