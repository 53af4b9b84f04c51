import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountFlowDialog, type AmountFlowPolicy } from '@/components/dialogs/amount-flow';
import { StakeActivation } from '@/components/dialogs/stake-activation';
import { reloadPage, stakingTexts } from './staking-texts';

/** A stake's own terms: what the amount flow needs besides the texts, with the penalty checkbox. */
export type StakeTerms = Omit<AmountFlowPolicy, 'titles' | 'texts' | 'symbol'> & { acknowledgement: string };

/** What stands before the amount: the settings loading, staking unavailable, or the one-time activation. */
export type StakeGate =
  | { state: 'loading' }
  | { state: 'unavailable' }
  | { state: 'activation'; activation: Omit<ComponentProps<typeof StakeActivation>, 'onCancel'> }
  | { state: 'open'; terms: StakeTerms };

/** A feature's stake: its texts' namespace (see stakingTexts), the token staked, and how far it has got. */
export type StakePolicy = { namespace: string; symbol: string; gate: StakeGate };

/**
 * The one stake flow: the activation when needed, then the amount with Min, Max and the penalty
 * checkbox, the preview, processing and the outcome, whose OK reloads the page.
 */
export function StakeFlow({
  open,
  onClose,
  policy,
}: {
  open: boolean;
  onClose: () => void;
  policy: StakePolicy;
}) {
  const { t } = useTranslation();
  const { gate } = policy;
  const texts = stakingTexts(t, policy, 'stake');
  const flow = { open, onClose, onOk: reloadPage };
  if (gate.state === 'open') {
    return <AmountFlowDialog {...flow} policy={{ ...gate.terms, ...texts, symbol: policy.symbol }} />;
  }
  const title = gate.state === 'activation' ? t('activation.title') : texts.titles.form;
  const content = <StakeGateView namespace={policy.namespace} gate={gate} onCancel={onClose} />;
  return <AmountFlowDialog {...flow} gate={{ title, content }} />;
}

function StakeGateView({
  namespace,
  gate,
  onCancel,
}: {
  namespace: string;
  gate: Exclude<StakeGate, { state: 'open' }>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (gate.state === 'activation') return <StakeActivation {...gate.activation} onCancel={onCancel} />;
  if (gate.state === 'unavailable') return <Alert severity="error">{t(`${namespace}.unavailable`)}</Alert>;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
      <CircularProgress aria-label={t('flow.processing')} />
    </Box>
  );
}
