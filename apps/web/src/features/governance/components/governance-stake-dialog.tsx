import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  displayDecimals,
  formatAmount,
  formatDisplayAmount,
  parseAmount,
  symbolOf,
  unitsOf,
  type GovernanceToken,
} from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { useTokenBalances } from '@/features/balances';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AmountRow, AmountSummary, FlowButtons, FlowEnd } from '@/components/dialogs/flow-steps';
import { atFlowEnd, useMoneyFlow } from '@/components/dialogs/use-money-flow';
import {
  activateGovernance,
  governancePledge,
  useGovernanceSettings,
  useGovernanceStake,
  useGovernanceStatus,
  useRefreshGovernance,
} from '../api/governance-api';
import { maxStake, stakeError, stakeFeeBps, stakeLimits } from '../stake-rules';
import { stakeFeeRates, stakePreview } from '../stake-fees';
import { StakeActivation } from '@/components/dialogs/stake-activation';

type DialogProps = { token: GovernanceToken; open: boolean; onClose: () => void };

/** Stake {TOKEN} [Governance]: activation when needed, then amount, preview, processing and the outcome. */
export function GovernanceStakeDialog({ token, open, onClose }: DialogProps) {
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const status = useGovernanceStatus(token, open);
  const settings = useGovernanceSettings(token, open);
  const { staked } = useGovernanceStake(token);
  const balance = useTokenBalances(token).second;
  const refresh = useRefreshGovernance(token);
  const [text, setText] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setText('');
      setAcknowledged(false);
      setError(undefined);
    },
  });

  const ready = status.data && settings.data;
  const title = !ready
    ? t('governance.stakeTitle', { symbol })
    : !status.data.activated
      ? t('activation.title')
      : {
          input: t('governance.stakeTitle', { symbol }),
          preview: t('governance.previewTitle'),
          processing: t('flow.processing'),
          success: t('governance.stakeSuccessTitle'),
          failure: t('governance.stakeFailureTitle'),
        }[flow.step];

  function body() {
    if (!ready) {
      return status.isError || settings.isError ? (
        <Alert severity="error">{t('governance.unavailable')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('flow.processing')} />
        </Box>
      );
    }
    const config = settings.data;
    if (!status.data.activated) {
      return (
        <StakeActivation
          symbol={symbol}
          fee={unitsOf(config.activation_fee)}
          penaltyHours={config.penalty_duration}
          balance={balance}
          onCancel={onClose}
          onActivate={async () => {
            await activateGovernance(token);
            await refresh();
          }}
        />
      );
    }
    const fees = stakeFeeRates(config);
    const limits = stakeLimits(config, staked);
    const amount = parseAmount(text) ?? 0n;
    const { fee, activeAfter, stakedAfter } = stakePreview(config, amount, { active: balance, staked });
    const feePercent = Number(stakeFeeBps(config)) / 100;

    if (atFlowEnd(flow.step)) {
      return (
        <FlowEnd
          step={flow.step}
          success={t('governance.stakeSuccess', { amount: `${formatDisplayAmount(amount)} ${symbol}` })}
          failure={t('governance.stakeFailure')}
        />
      );
    }
    if (flow.step === 'preview') {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AmountRow
            label={t('governance.stakeAmount')}
            value={`${formatDisplayAmount(amount, displayDecimals.preview)} ${symbol}`}
            strong
          />
          <AmountRow
            label={t('governance.stakingFee', { percent: feePercent })}
            value={`${formatDisplayAmount(fee, displayDecimals.preview)} ${symbol}`}
          />
          <Divider />
          <AmountRow
            label={t('governance.balanceAfter')}
            value={`${formatDisplayAmount(activeAfter, displayDecimals.preview)} ${symbol}`}
          />
          <AmountRow
            label={t('governance.stakedAfter')}
            value={`${formatDisplayAmount(stakedAfter, displayDecimals.preview)} ${symbol}`}
          />
          <FlowButtons
            onCancel={() => flow.setStep('input')}
            onNext={() =>
              void flow.run(async () => {
                await governancePledge(token, formatAmount(amount));
                await refresh();
              })
            }
            next={t('flow.submit')}
          />
        </Box>
      );
    }

    const proceed = () => {
      const problem = stakeError({ text, acknowledged, balance, limits, fees });
      setError(problem);
      if (!problem) flow.setStep('preview');
    };
    return (
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <AmountSummary>
          <AmountRow
            label={t('governance.activeBalance', { symbol })}
            value={`${formatDisplayAmount(balance)} ${symbol}`}
          />
          <AmountRow
            label={t('governance.currentStake')}
            value={`${formatDisplayAmount(staked)} ${symbol}`}
          />
          <AmountRow
            label={t('governance.remaining')}
            value={`${formatDisplayAmount(limits.remaining)} ${symbol}`}
          />
        </AmountSummary>
        <AmountField
          label={t('governance.amount')}
          value={text}
          symbol={symbol}
          error={error ? t(`governance.errors.${error}`, { defaultValue: error }) : undefined}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          onEnter={proceed}
          shortcuts={[
            { label: t('flow.min'), onClick: () => setText(formatAmount(limits.min)) },
            { label: t('flow.max'), onClick: () => setText(formatAmount(maxStake(balance, limits, fees))) },
          ]}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary' }}>
          <Tooltip
            title={t('governance.limitTooltip', {
              min: formatDisplayAmount(limits.min),
              max: formatDisplayAmount(limits.maxPerTx),
              perAccount: formatDisplayAmount(limits.remaining + staked),
              symbol,
            })}
          >
            <Box
              component="span"
              tabIndex={0}
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <InfoOutlinedIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">{t('governance.stakeLimit')}</Typography>
            </Box>
          </Tooltip>
          <Tooltip
            title={t('governance.feeTooltip', {
              core: config.pledge_fee_core,
              nitro: config.pledge_fee_nitro,
              ubi: config.pledge_fee_ubi,
            })}
          >
            <Box
              component="span"
              tabIndex={0}
              sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
            >
              <InfoOutlinedIcon fontSize="small" aria-hidden="true" />
              <Typography variant="body2">
                {t('governance.stakingFee', { percent: feePercent })}: {formatDisplayAmount(fee)} {symbol}
              </Typography>
            </Box>
          </Tooltip>
        </Box>
        <FormControlLabel
          control={
            <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          }
          label={t('governance.penaltyAcknowledge', { hours: config.penalty_duration })}
        />
        <FlowButtons onCancel={onClose} onNext={proceed} next={t('flow.continue')} />
      </Box>
    );
  }

  return (
    <AppDialog open={open} onClose={onClose} title={title}>
      {body()}
    </AppDialog>
  );
}
