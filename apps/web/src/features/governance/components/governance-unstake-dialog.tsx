import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  displayDecimals,
  formatAmount,
  formatDisplayAmount,
  parseAmount,
  symbolOf,
  type GovernanceToken,
} from '@dappx/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/amount-field';
import { useTokenBalances } from '@/features/balances';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { AmountRow, AmountSummary, FlowButtons, FlowEnd } from '@/components/dialogs/flow-steps';
import { atFlowEnd, useMoneyFlow } from '@/components/dialogs/use-money-flow';
import { PenaltyNotice } from '@/components/penalty-notice';
import { underPenalty } from '@/lib/use-countdown';
import {
  governanceUnpledge,
  useGovernanceSettings,
  useGovernanceStake,
  useRefreshGovernance,
} from '../api/governance-api';
import { unstakeError, unstakeFeeBps } from '../stake-rules';
import { unstakePreview } from '../stake-fees';

/** Spec, section 2: the governance unstake field takes at most 9 characters. */
const unstakeMaxLength = 9;

/** Unstake {TOKEN} Governance: amount (Max), fee inside the penalty window, preview, processing, outcome. */
export function GovernanceUnstakeDialog({
  token,
  open,
  onClose,
}: {
  token: GovernanceToken;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const symbol = symbolOf(token);
  const settings = useGovernanceSettings(token, open);
  const { staked, holdUntil } = useGovernanceStake(token);
  const balance = useTokenBalances(token).second;
  const refresh = useRefreshGovernance(token);
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
  const { fee, activeAfter, stakedAfter } = unstakePreview(settings.data, amount, underPenalty(holdUntil), {
    active: balance,
    staked,
  });
  const title = {
    input: t('governance.unstakeTitle', { symbol }),
    preview: t('governance.previewTitle'),
    processing: t('flow.processing'),
    success: t('governance.unstakeSuccessTitle'),
    failure: t('governance.unstakeFailureTitle'),
  }[flow.step];

  const proceed = () => {
    const problem = unstakeError(text, staked);
    setError(problem);
    if (!problem) flow.setStep('preview');
  };

  function body() {
    if (atFlowEnd(flow.step)) {
      return (
        <FlowEnd
          step={flow.step}
          success={t('governance.unstakeSuccess', { amount: `${formatDisplayAmount(amount)} ${symbol}` })}
          failure={t('governance.unstakeFailure')}
        />
      );
    }
    const rows = (decimals: number) => (
      <>
        <AmountRow
          label={t('governance.currentStake')}
          value={`${formatDisplayAmount(staked, decimals)} ${symbol}`}
        />
        <AmountRow
          label={t('governance.activeBalance', { symbol })}
          value={`${formatDisplayAmount(balance, decimals)} ${symbol}`}
        />
        <AmountRow
          label={t('governance.unstakeFee')}
          value={`${formatDisplayAmount(fee, decimals)} ${symbol}`}
        />
      </>
    );
    if (flow.step === 'preview') {
      return (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <AmountRow
            label={t('governance.unstakeAmount')}
            value={`${formatDisplayAmount(amount, displayDecimals.preview)} ${symbol}`}
            strong
          />
          {rows(displayDecimals.preview)}
          <Divider />
          <AmountRow
            label={t('governance.stakedAfter')}
            value={`${formatDisplayAmount(stakedAfter, displayDecimals.preview)} ${symbol}`}
          />
          <AmountRow
            label={t('governance.balanceAfter')}
            value={`${formatDisplayAmount(activeAfter, displayDecimals.preview)} ${symbol}`}
          />
          <FlowButtons
            onCancel={() => flow.setStep('input')}
            onNext={() =>
              void flow.run(async () => {
                await governanceUnpledge(token, formatAmount(amount));
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
          label={t('governance.amount')}
          value={text}
          symbol={symbol}
          maxLength={unstakeMaxLength}
          error={error ? t(`governance.errors.${error}`, { defaultValue: error }) : undefined}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          onEnter={proceed}
          shortcuts={[{ label: t('flow.max'), onClick: () => setText(formatAmount(staked)) }]}
        />
        <PenaltyNotice until={holdUntil}>
          <Typography variant="body2">
            {t('governance.penaltyNotice', {
              percent: settings.data ? Number(unstakeFeeBps(settings.data)) / 100 : 0,
            })}
          </Typography>
        </PenaltyNotice>
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
