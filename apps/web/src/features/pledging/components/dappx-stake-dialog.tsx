import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Alert from '@mui/material/Alert';
import { displayDecimals, formatAmount, formatDisplayAmount, parseAmount } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AmountRow, AmountSummary, FlowButtons, FlowEnd } from '@/components/dialogs/flow-steps';
import { StakeActivation } from '@/components/dialogs/stake-activation';
import { atFlowEnd, useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { useTokenBalances } from '@/features/balances';
import {
  activatePledging,
  createPledging,
  usePledgeBalance,
  usePledgingActivated,
  usePledgingConfig,
  useRefreshPledging,
} from '../api/pledging-api';
import { maxPledge, pledgeError, pledgeLimits } from '../pledge-rules';

/** Stake DAPPX: activation (an ACE fee) when needed, then amount from the active DAPPX, preview, outcome. */
export function DappxStakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const activated = usePledgingActivated(open);
  const config = usePledgingConfig(open);
  const pledged = usePledgeBalance();
  const balance = useTokenBalances('dappx').second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
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
  const amount = parseAmount(text) ?? 0n;

  function body() {
    if (activated.data === undefined || !config.data) {
      return activated.isError || config.isError ? (
        <Alert severity="error">{t('pledging.unavailable')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('flow.processing')} />
        </Box>
      );
    }
    if (!activated.data) {
      return (
        <StakeActivation
          symbol="ACE"
          fee={BigInt(config.data.activation_fee)}
          penaltyHours={config.data.holding_period}
          balance={aceBalance}
          onCancel={onClose}
          onActivate={async () => {
            await activatePledging();
            await refresh();
          }}
        />
      );
    }
    const limits = pledgeLimits(config.data, pledged);
    if (atFlowEnd(flow.step)) {
      return (
        <FlowEnd
          step={flow.step}
          success={t('pledging.stakeSuccess', { amount: `${formatDisplayAmount(amount)} DAPPX` })}
          failure={t('pledging.stakeFailure')}
        />
      );
    }
    if (flow.step === 'preview') {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AmountRow
            label={t('pledging.stakeAmount')}
            value={`${formatDisplayAmount(amount, displayDecimals.preview)} DAPPX`}
            strong
          />
          <Divider />
          <AmountRow
            label={t('pledging.activeAfter')}
            value={`${formatDisplayAmount(balance - amount, displayDecimals.preview)} DAPPX`}
          />
          <AmountRow
            label={t('pledging.stakedAfter')}
            value={`${formatDisplayAmount(pledged + amount, displayDecimals.preview)} DAPPX`}
          />
          <FlowButtons
            onCancel={() => flow.setStep('input')}
            onNext={() =>
              void flow.run(async () => {
                await createPledging(formatAmount(amount));
                await refresh();
              })
            }
            next={t('flow.submit')}
          />
        </Box>
      );
    }
    const proceed = () => {
      const problem = pledgeError({ text, acknowledged, balance, limits });
      setError(problem);
      if (!problem) flow.setStep('preview');
    };
    return (
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <AmountSummary>
          <AmountRow label={t('pledging.active')} value={`${formatDisplayAmount(balance)} DAPPX`} />
          <AmountRow label={t('pledging.staked')} value={`${formatDisplayAmount(pledged)} DAPPX`} />
          <AmountRow
            label={t('pledging.limits')}
            value={`${formatDisplayAmount(limits.min)} – ${formatDisplayAmount(limits.maxPerTx)} DAPPX`}
          />
        </AmountSummary>
        <AmountField
          label={t('pledging.amount')}
          value={text}
          symbol="DAPPX"
          error={error ? t(`pledging.errors.${error}`, { defaultValue: error }) : undefined}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          onEnter={proceed}
          shortcuts={[
            { label: t('flow.min'), onClick: () => setText(formatAmount(limits.min)) },
            { label: t('flow.max'), onClick: () => setText(formatAmount(maxPledge(balance, limits))) },
          ]}
        />
        <FormControlLabel
          control={
            <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          }
          label={t('pledging.penaltyAcknowledge', {
            hours: config.data.holding_period,
            percent: config.data.data.penalty_fee,
          })}
        />
        <FlowButtons onCancel={onClose} onNext={proceed} next={t('flow.continue')} />
      </Box>
    );
  }

  const title =
    !activated.data && config.data
      ? t('activation.title')
      : {
          input: t('pledging.stakeTitle'),
          preview: t('pledging.previewTitle'),
          processing: t('flow.processing'),
          success: t('pledging.stakeSuccessTitle'),
          failure: t('pledging.stakeFailureTitle'),
        }[flow.step];
  return (
    <AppDialog open={open} onClose={onClose} title={title}>
      {body()}
    </AppDialog>
  );
}
