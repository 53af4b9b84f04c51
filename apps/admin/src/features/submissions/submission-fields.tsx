import type { ReviewedSubmission, SubmissionStatus } from '@dappx/shared/submissions';
import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

const statusColour: Record<SubmissionStatus, 'default' | 'warning' | 'success' | 'error'> = {
  submitted: 'default',
  changes_requested: 'warning',
  approved: 'success',
  rejected: 'error',
};

export function StatusChip({ submission }: { submission?: ReviewedSubmission }) {
  const record = useRecordContext<ReviewedSubmission>();
  const translate = useTranslate();
  const shown = submission ?? record;
  if (!shown) return null;
  return (
    <Chip
      size="small"
      color={statusColour[shown.status]}
      label={translate(`console.submissions.status.${shown.status}`)}
    />
  );
}

/** Flags a submission that shares its URL or a contract with another submission or a listed app. */
export function DuplicateFlag({ submission }: { submission?: ReviewedSubmission }) {
  const record = useRecordContext<ReviewedSubmission>();
  const translate = useTranslate();
  const shown = submission ?? record;
  if (!shown?.duplicates.length) return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={translate('console.submissions.possibleDuplicate')}
    />
  );
}
