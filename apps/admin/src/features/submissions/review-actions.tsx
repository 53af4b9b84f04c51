import type { ReviewedSubmission, SubmissionDecision } from '@dappx/shared/submissions';
import { submissionLimits } from '@dappx/shared/submissions-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

const decisions: { decision: SubmissionDecision; colour: 'success' | 'warning' | 'error' }[] = [
  { decision: 'approve', colour: 'success' },
  { decision: 'request_changes', colour: 'warning' },
  { decision: 'reject', colour: 'error' },
];

/** Sends a decision with the note, says it is done (naming the dapp) and reads the screen again. */
function useDecide(submission: ReviewedSubmission | undefined, onDone: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const decide = (decision: SubmissionDecision, note: string) => {
    if (!submission) return;
    const data = { decision, ...(note ? { note } : {}) };
    update(
      'submissions',
      { id: submission.id, data, previousData: submission },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(translate(`console.submissions.done.${decision}`, { name: submission.name }), {
            type: 'success',
          });
          onDone();
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return { decide, isPending };
}

function NoteField({
  note,
  missing,
  onChange,
}: {
  note: string;
  missing: boolean;
  onChange: (note: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('console.submissions.noteLabel')}
      value={note}
      onChange={(event) => onChange(event.target.value)}
      error={missing}
      helperText={translate(missing ? 'console.submissions.noteNeeded' : 'console.submissions.noteHint')}
      multiline
      minRows={3}
      slotProps={{ htmlInput: { maxLength: submissionLimits.note } }}
    />
  );
}

/**
 * The editor's note and the three decisions. Asking for changes and rejecting need the note (the
 * submitter reads it in their mail and on the store); approval may go without. Approval lists the dapp
 * and rejection ends the submission, so both are confirmed first, naming the dapp.
 */
export function ReviewActions() {
  const submission = useRecordContext<ReviewedSubmission>();
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const [missingNote, setMissingNote] = useState(false);
  const [asking, setAsking] = useState<SubmissionDecision>();
  const { decide, isPending } = useDecide(submission, () => setNote(''));
  if (!submission) return null;
  if (submission.status === 'approved' || submission.status === 'rejected') return null;

  const send = (decision: SubmissionDecision) => {
    setAsking(undefined);
    decide(decision, note.trim());
  };
  const ask = (decision: SubmissionDecision) => {
    if (decision !== 'approve' && !note.trim()) return setMissingNote(true);
    if (decision === 'request_changes') return send(decision);
    setAsking(decision);
  };
  const texts = { name: submission.name };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 640 }}>
      <NoteField
        note={note}
        missing={missingNote}
        onChange={(next) => {
          setNote(next);
          setMissingNote(false);
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {decisions.map(({ decision, colour }) => (
          <Button
            key={decision}
            variant="contained"
            color={colour}
            disabled={isPending}
            onClick={() => ask(decision)}
          >
            {translate(`console.submissions.decide.${decision}`)}
          </Button>
        ))}
      </Box>
      <Confirm
        isOpen={asking !== undefined}
        title={translate(`console.submissions.confirm.${asking ?? 'approve'}Title`, texts)}
        content={translate(`console.submissions.confirm.${asking ?? 'approve'}Content`, texts)}
        confirm={`console.submissions.decide.${asking ?? 'approve'}`}
        onConfirm={() => asking && send(asking)}
        onClose={() => setAsking(undefined)}
      />
    </Box>
  );
}
