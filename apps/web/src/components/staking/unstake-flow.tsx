import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AmountFlowDialog, type AmountFlowPolicy } from '@/components/dialogs/amount-flow';
import { PenaltyNotice } from '@/components/penalty-notice';
import { reloadPage, stakingTexts } from './staking-texts';

/** A feature's unstake: its texts' namespace (see stakingTexts), the token, its terms and its penalty window. */
export type UnstakePolicy = Omit<AmountFlowPolicy, 'titles' | 'texts' | 'notes'> & {
  namespace: string;
  /** While the window runs, a notice with its countdown and what unstaking now costs. */
  penalty: { until: Date | null; text: string };
};

/**
 * The one unstake flow: the amount with Max beside the balances and the fee, the penalty notice, the
 * preview, processing and the outcome, whose OK reloads the page.
 */
export function UnstakeFlow({
  open,
  onClose,
  policy,
}: {
  open: boolean;
  onClose: () => void;
  policy: UnstakePolicy;
}) {
  const { t } = useTranslation();
  const notes = () => (
    <PenaltyNotice until={policy.penalty.until}>
      <Typography variant="body2">{policy.penalty.text}</Typography>
    </PenaltyNotice>
  );
  return (
    <AmountFlowDialog
      open={open}
      onClose={onClose}
      policy={{ ...policy, ...stakingTexts(t, policy, 'unstake'), notes }}
      onOk={reloadPage}
    />
  );
}
