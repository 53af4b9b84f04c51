import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirmedChange } from '../../lib/use-confirmed-change';
import { moderate, type Moderation, type ReportedReview } from './reviews-data';

const reasonLength = { min: 3, max: 500 };

/** The decision's dialog: what it does, the reason it needs (kept in the audit log), and a confirm. */
function ModerationDialog({
  moderation,
  item,
  onClose,
}: {
  moderation: Moderation;
  item: ReportedReview;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const texts = `console.reviews.${moderation}`;
  const length = reason.trim().length;
  const { error, pending, confirm, clearError } = useConfirmedChange(
    texts,
    () => moderate(moderation, item.review.id, reason.trim()),
    onClose,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="review-moderation-title">
      <DialogTitle id="review-moderation-title">{translate(`${texts}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{translate(`${texts}.intro`)}</Typography>
        <TextField
          label={translate('console.reviews.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            clearError();
          }}
          error={error !== undefined}
          helperText={error ?? translate('console.reviews.reasonHint', { count: length })}
          slotProps={{ htmlInput: { maxLength: reasonLength.max } }}
          multiline
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={moderation === 'hide' ? 'warning' : 'primary'}
          onClick={() => void confirm()}
          disabled={pending || length < reasonLength.min}
        >
          {translate(`${texts}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** What a moderator may do with a reported review: hide it or dismiss its reports; show a hidden one again. */
export function ReviewActions({ item }: { item: ReportedReview }) {
  const translate = useTranslate();
  const [moderation, setModeration] = useState<Moderation>();
  const choices: Moderation[] = item.review.hidden ? ['restore'] : ['hide', 'dismiss'];
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {choices.map((one) => (
        <Button
          key={one}
          size="small"
          variant="outlined"
          color={one === 'hide' ? 'warning' : 'primary'}
          onClick={() => setModeration(one)}
        >
          {translate(`console.reviews.${one}.button`)}
        </Button>
      ))}
      {moderation && (
        <ModerationDialog moderation={moderation} item={item} onClose={() => setModeration(undefined)} />
      )}
    </Box>
  );
}
