import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { displayDecimals, formatAmount, formatDisplayAmount, parseAmount } from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AmountRow, AmountSummary, FlowButtons, FlowEnd } from '@/components/dialogs/flow-steps';
import { atFlowEnd, useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { PenaltyNotice } from '@/components/penalty-notice';
import { useTokenBalances } from '@/features/balances';
import { underPenalty } from '@/lib/use-countdown';
import {
  createUnpledge,
  usePenaltyEnd,
  usePledgeBalance,
  usePledgingConfig,
  useRefreshPledging,
} from '../api/pledging-api';
import { unpledgeError } from '../pledge-rules';
import { unpledgeCosts } from '../unpledge-fees';

/** Unstake DAPPX: ACE fees always, a percent penalty inside the holding period, with its countdown. */
export function DappxUnstakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePledgingConfig(open);
  const pledged = usePledgeBalance();
  const penaltyEnd = usePenaltyEnd(config.data?.holding_period);
  const dappxActive = useTokenBalances('dappx').second;
  const aceBalance = useTokenBalances('acent').second;
  const refresh = useRefreshPledging();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const flow = useMoneyFlow({
    open,
    onClose,
    reset: () => {
      setText('');
      setError(undefined);
    },
  });
  const amount = parseAmount(text) ?? 0n;
  const costs = config.data
    ? unpledgeCosts(config.data, amount, underPenalty(penaltyEnd))
    : { aceFee: 0n, penalty: 0n };

  const proceed = () => {
    const problem = unpledgeError({ text, pledged, aceBalance, aceFee: costs.aceFee });
    setError(problem);
    if (!problem) flow.setStep('preview');
  };

  function body() {
    if (atFlowEnd(flow.step)) {
      return (
        <FlowEnd
          step={flow.step}
          success={t('pledging.unstakeSuccess', { amount: `${formatDisplayAmount(amount)} DAPPX` })}
          failure={t('pledging.unstakeFailure')}
        />
      );
    }
    const rows = (decimals: number) => (
      <>
        <AmountRow label={t('pledging.staked')} value={`${formatDisplayAmount(pledged, decimals)} DAPPX`} />
        <AmountRow
          label={t('pledging.active')}
          value={`${formatDisplayAmount(dappxActive, decimals)} DAPPX`}
        />
        <AmountRow label={t('pledging.fee')} value={`${formatDisplayAmount(costs.aceFee, decimals)} ACE`} />
        {costs.penalty > 0n ? (
          <AmountRow
            label={t('pledging.penalty')}
            value={`${formatDisplayAmount(costs.penalty, decimals)} DAPPX`}
          />
        ) : undefined}
      </>
    );
    if (flow.step === 'preview') {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AmountRow
            label={t('pledging.unstakeAmount')}
            value={`${formatDisplayAmount(amount, displayDecimals.preview)} DAPPX`}
            strong
          />
          {rows(displayDecimals.preview)}
          <Divider />
          <AmountRow
            label={t('pledging.stakedAfter')}
            value={`${formatDisplayAmount(pledged - amount, displayDecimals.preview)} DAPPX`}
          />
          <AmountRow
            label={t('pledging.activeAfter')}
            value={`${formatDisplayAmount(dappxActive + amount - costs.penalty, displayDecimals.preview)} DAPPX`}
          />
          <FlowButtons
            onCancel={() => flow.setStep('input')}
            onNext={() =>
              void flow.run(async () => {
                await createUnpledge(formatAmount(amount));
                await refresh();
              })
            }
            next={t('flow.submit')}
          />
        </Box>
      );
    }
    return (
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <AmountSummary>{rows(displayDecimals.amount)}</AmountSummary>
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
          shortcuts={[{ label: t('flow.max'), onClick: () => setText(formatAmount(pledged)) }]}
        />
        <PenaltyNotice until={penaltyEnd}>
          <Typography variant="body2">
            {t('pledging.penaltyNotice', { percent: config.data?.data.penalty_fee ?? 0 })}
          </Typography>
        </PenaltyNotice>
        <FlowButtons onCancel={onClose} onNext={proceed} next={t('flow.continue')} />
      </Box>
    );
  }

  const title = {
    input: t('pledging.unstakeTitle'),
    preview: t('pledging.previewTitle'),
    processing: t('flow.processing'),
    success: t('pledging.unstakeSuccessTitle'),
    failure: t('pledging.unstakeFailureTitle'),
  }[flow.step];
  return (
    <AppDialog open={open} onClose={onClose} title={title}>
      {body()}
    </AppDialog>
  );
}
