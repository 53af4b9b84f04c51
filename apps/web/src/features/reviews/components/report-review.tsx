import { reviewReportReasons } from '@dappx/shared/reviews';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText, failureTextsOf } from '@/lib/errors';
import { useReportReview } from '../api/reviews-api';

type Reason = (typeof reviewReportReasons)[number];

/** The report's form: a reason and an optional note for the moderators. */
function ReportDialog({ app, reviewId, onClose }: { app: string; reviewId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportReview(app);
  const [reason, setReason] = useState<Reason>('spam');
  const [note, setNote] = useState('');
  const send = () =>
    report.mutate({ review_id: reviewId, reason, ...(note.trim() ? { note: note.trim() } : {}) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="report-review-title">
      <DialogTitle id="report-review-title">{t('reviews.report.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {report.isSuccess ? (
          <Typography role="status">{t('reviews.report.thanks')}</Typography>
        ) : (
          <>
            <RadioGroup
              aria-label={t('reviews.report.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value as Reason)}
            >
              {reviewReportReasons.map((each) => (
                <FormControlLabel
                  key={each}
                  value={each}
                  control={<Radio />}
                  label={t(`reviews.report.reasons.${each}`)}
                />
              ))}
            </RadioGroup>
            <TextField
              label={t('reviews.report.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              multiline
              minRows={2}
            />
            {report.isError && (
              <Typography role="alert" color="error">
                {failureText(report.error, failureTextsOf(t))}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t(report.isSuccess ? 'close' : 'reviews.report.cancel')}</Button>
        {!report.isSuccess && (
          <Button variant="contained" onClick={send} disabled={report.isPending}>
            {t('reviews.report.send')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** "Report" on another's review, for a signed-in reader. */
export function ReportReview({ app, reviewId }: { app: string; reviewId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" color="inherit" onClick={() => setOpen(true)} sx={{ color: 'text.secondary' }}>
        {t('reviews.report.button')}
      </Button>
      {open && <ReportDialog app={app} reviewId={reviewId} onClose={() => setOpen(false)} />}
    </>
  );
}
