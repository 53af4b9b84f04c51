import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { ProcessingView, ResultView } from './flow-steps';
import { GlossaryDialog } from './glossary-dialog';
import type { MoneyFlow, FlowStep } from './use-money-flow';

/** A title per step: the form's stands in for the preview and the outcome, 'Processing your request' for the waits. */
export type FlowTitles = { form: string } & Partial<Record<FlowStep, string>>;

type FlowDialogProps = {
  flow: MoneyFlow;
  titles: FlowTitles;
  /** A mark beside the form's and the preview's titles. */
  icon?: ReactNode;
  maxWidth?: 'xs' | 'sm';
  width?: number;
  form: ReactNode;
  preview?: ReactNode;
  /** The form stays on screen, its buttons busy, while the wallet asks (instead of the waiting view). */
  formWhileWallet?: boolean;
  texts: StepTexts;
  /** OK on the outcome: closes the dialog unless told otherwise. */
  onOk?: () => void;
};

/** The one dialog of every money flow: the step machine's current step in the store's dialog frame. */
export function FlowDialog({
  flow,
  titles,
  icon,
  maxWidth,
  width,
  form,
  preview,
  formWhileWallet,
  texts,
  onOk,
}: FlowDialogProps) {
  const { t } = useTranslation();
  const [glossaryOpen, setGlossaryOpen] = useState(false);
  const { step } = flow;
  const waiting = step === 'wallet' || step === 'pending';
  const showsForm = step === 'form' || (step === 'wallet' && formWhileWallet);
  return (
    <AppDialog
      open={flow.open}
      onClose={flow.close}
      title={titles[step] ?? (waiting ? t('flow.processing') : titles.form)}
      icon={step === 'form' || step === 'preview' ? icon : undefined}
      maxWidth={maxWidth}
      width={width}
      titleAction={
        <IconButton aria-label={t('glossary.open')} onClick={() => setGlossaryOpen(true)} color="inherit">
          <HelpOutlineIcon />
        </IconButton>
      }
    >
      <GlossaryDialog open={glossaryOpen} onClose={() => setGlossaryOpen(false)} />
      {flow.lostAnswer && (showsForm || step === 'preview') ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {t('flow.answerLost')}
        </Alert>
      ) : undefined}
      {showsForm ? (
        form
      ) : step === 'preview' ? (
        preview
      ) : (
        <StepsAfterForm flow={flow} texts={texts} onOk={onOk} />
      )}
    </AppDialog>
  );
}

/** What the steps after the form say: under the spinner, while the wallet asks, and the outcome. */
export type StepTexts = {
  /** Instead of 'Almost there! Please wait a moment.' */
  waiting?: ReactNode;
  /** A line more while the wallet asks to sign. */
  walletNote?: ReactNode;
  done: ReactNode;
  error?: ReactNode;
  /** The OK button's label, where a dialog has its own. */
  ok?: string;
};

/**
 * The steps after the form and its preview: waiting for the wallet, pending, then the outcome with OK.
 * A pending step whose call has ended (a relayed deposit on its way) offers OK too.
 */
function StepsAfterForm({
  flow,
  texts,
  onOk,
}: {
  flow: Pick<MoneyFlow, 'step' | 'busy' | 'close' | 'receipt'>;
  texts: StepTexts;
  onOk?: () => void;
}) {
  const ok = onOk ?? flow.close;
  if (flow.step === 'wallet' || flow.step === 'pending') {
    return (
      <ProcessingView
        text={texts.waiting}
        note={flow.step === 'wallet' ? texts.walletNote : undefined}
        ok={texts.ok}
        onOk={flow.busy ? undefined : ok}
      />
    );
  }
  const success = flow.step === 'done';
  return (
    <ResultView
      success={success}
      message={success ? texts.done : texts.error}
      receipt={success ? flow.receipt : undefined}
      ok={texts.ok}
      onOk={ok}
    />
  );
}
