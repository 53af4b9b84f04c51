import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  displayDecimals,
  formatDisplayAmount,
  parseAmount,
  symbolOf,
  transferTexts,
  type TransferToken,
} from '@dappx/shared';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { balancesKey } from '@/features/balances';
import { postTransfer } from '../api/transfer';
import {
  balancesAfter,
  chooseFrom,
  chooseTo,
  directionOf,
  nextAmountText,
  transferError,
  type Side,
  type SideBalances,
} from '../transfer-rules';

// Spec, section 9: the processing step shows at least 1 s; fields reset 400 ms after the dialog closes.
const minimumProcessingMs = 1_000;
const resetDelayMs = 400;
const desktopWidth = 500;

type Step = 'input' | 'confirm' | 'processing' | 'succeeded' | 'failed';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const [step, setStep] = useState<Step>('input');
  const [sides, setSides] = useState(chooseFrom('first'));
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<ReturnType<typeof transferError>>();
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const amount = parseAmount(amountText) ?? 0n;
  const label = (side: Side) => t(`balances.${token}.${side}`);
  const show = (units: bigint, decimals: number = displayDecimals.amount) =>
    `${formatDisplayAmount(units, decimals)} ${symbol}`;

  // Reopened within the reset delay: the old fields are cleared now rather than under the user's eyes.
  useEffect(() => {
    if (open && resetTimer.current) {
      clearTimeout(resetTimer.current);
      resetTimer.current = undefined;
      reset();
    }
  }, [open]);

  function reset() {
    setStep('input');
    setSides(chooseFrom('first'));
    setAmountText('');
    setError(undefined);
  }

  function close() {
    if (step === 'processing') return; // the call is under way; its answer decides what shows next
    onClose();
    void queryClient.invalidateQueries({ queryKey: balancesKey });
    resetTimer.current = setTimeout(() => {
      resetTimer.current = undefined;
      reset();
    }, resetDelayMs);
  }

  function proceedToConfirm() {
    const problem = transferError(amountText, balances[sides.from]);
    setError(problem);
    if (!problem) setStep('confirm');
  }

  async function transfer() {
    setStep('processing');
    const [succeeded] = await Promise.all([
      postTransfer(token, directionOf(token, sides.from), amount).then(
        () => true,
        () => false,
      ),
      wait(minimumProcessingMs),
    ]);
    setStep(succeeded ? 'succeeded' : 'failed');
  }

  const titles: Record<Step, string> = {
    input: t('transfers.title', { token: symbol }),
    confirm: t('transfers.confirmTitle'),
    processing: t('transfers.processingTitle'),
    succeeded: t('transfers.successTitle'),
    failed: t('transfers.failedTitle'),
  };
  const after = balancesAfter(balances, sides.from, amount);

  const actions = {
    input: (
      <>
        <Button color="inherit" onClick={close}>
          {t('transfers.cancel')}
        </Button>
        <Button variant="contained" onClick={proceedToConfirm}>
          {t('transfers.continue')}
        </Button>
      </>
    ),
    confirm: (
      <>
        <Button color="inherit" onClick={() => setStep('input')}>
          {t('transfers.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void transfer()}>
          {t('transfers.continue')}
        </Button>
      </>
    ),
    processing: undefined,
    succeeded: (
      <Button variant="contained" onClick={close} fullWidth>
        {t('transfers.ok')}
      </Button>
    ),
    failed: (
      <Button variant="contained" onClick={close} fullWidth>
        {t('transfers.ok')}
      </Button>
    ),
  }[step];

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={titles[step]}
      icon={step === 'input' || step === 'confirm' ? <SwapHorizIcon /> : undefined}
      maxWidth="sm"
      width={desktopWidth}
      actions={actions}
    >
      {step === 'input' ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr auto 1fr' },
              gap: 1.5,
              alignItems: 'center',
            }}
          >
            <TextField
              select
              label={t('transfers.from')}
              value={sides.from}
              onChange={(event) => setSides(chooseFrom(event.target.value as Side))}
            >
              {(['first', 'second'] as const).map((side) => (
                <MenuItem key={side} value={side}>
                  {label(side)}
                </MenuItem>
              ))}
            </TextField>
            <ArrowForwardIcon
              aria-hidden="true"
              sx={{
                color: 'text.secondary',
                justifySelf: 'center',
                transform: { xs: 'rotate(90deg)', sm: 'none' },
              }}
            />
            <TextField
              select
              label={t('transfers.to')}
              value={sides.to}
              onChange={(event) => setSides(chooseTo(event.target.value as Side))}
            >
              {(['first', 'second'] as const).map((side) => (
                <MenuItem key={side} value={side}>
                  {label(side)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label={t('transfers.amount')}
            value={amountText}
            placeholder="0.000000"
            error={error !== undefined}
            helperText={error ? t(`transfers.${error}`, { defaultValue: transferTexts[error] }) : undefined}
            onChange={(event) => {
              setAmountText((previous) => nextAmountText(event.target.value.trim(), previous));
              setError(undefined);
            }}
            onKeyDown={(event) => event.key === 'Enter' && proceedToConfirm()}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{symbol}</InputAdornment> },
              formHelperText: { role: 'alert' },
            }}
          />
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
              flexWrap: 'wrap',
              px: 2,
              py: 1.5,
              borderRadius: 2,
              bgcolor: 'surface.tinted',
            }}
          >
            <Typography color="text.secondary">{t('transfers.available')}</Typography>
            <Typography
              sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
              data-testid="available-balance"
            >
              {show(balances[sides.from])}
            </Typography>
          </Box>
        </Box>
      ) : undefined}

      {step === 'confirm' ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box sx={{ textAlign: 'center', py: 1 }}>
            <Typography color="text.secondary">{t('transfers.amount')}</Typography>
            <Typography sx={{ fontSize: 22, fontWeight: 700, overflowWrap: 'anywhere' }}>
              {show(amount, displayDecimals.preview)}
            </Typography>
          </Box>
          {([sides.from, sides.to] as const).map((side, index) => (
            <Box
              key={side}
              sx={{
                p: 2,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'surface.raised',
              }}
            >
              <Typography sx={{ fontWeight: 700, mb: 1 }}>
                {index === 0 ? t('transfers.from') : t('transfers.to')}: {label(side)}
              </Typography>
              {(
                [
                  ['current', balances[side]],
                  ['after', after[side]],
                ] as const
              ).map(([name, value]) => (
                <Box
                  key={name}
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                    columnGap: 2,
                    py: 0.25,
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {t(`transfers.${name}`)}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      textAlign: { xs: 'left', sm: 'right' },
                      fontVariantNumeric: 'tabular-nums',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {show(value, displayDecimals.preview)}
                  </Typography>
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      ) : undefined}

      {step === 'processing' ? (
        <Box
          role="status"
          sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, textAlign: 'center' }}
        >
          <CircularProgress aria-hidden="true" />
          <Typography>{t('transfers.processingText')}</Typography>
        </Box>
      ) : undefined}

      {step === 'succeeded' || step === 'failed' ? (
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 3, textAlign: 'center' }}>
          {step === 'succeeded' ? (
            <CheckCircleIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main' }} />
          ) : (
            <ErrorIcon aria-hidden="true" sx={{ fontSize: 56, color: 'error.main' }} />
          )}
          <Typography>
            {step === 'succeeded'
              ? t('transfers.successText', {
                  amount: formatDisplayAmount(amount),
                  token: symbol,
                  from: label(sides.from),
                  to: label(sides.to),
                })
              : t('transfers.failed', { defaultValue: transferTexts.failed })}
          </Typography>
        </Box>
      ) : undefined}
    </AppDialog>
  );
}
