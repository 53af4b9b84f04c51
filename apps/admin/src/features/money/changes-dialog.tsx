import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

/** One value a money change sets: what it is, its API name if it has one, from what it holds to what it gets. */
export type ChangedValue = { label: string; code?: string; from: string; to: string };

/**
 * The confirm step of a money change (settings, demo prices): each value from what holds now to what it
 * becomes, and nothing is sent before Confirm. A refusal the server words stays in the dialog.
 */
export function ChangesDialog(props: {
  open: boolean;
  title: string;
  intro: string;
  changes: ChangedValue[];
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const { open, title, intro, changes, confirmLabel, pending, error, onConfirm, onClose } = props;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">{intro}</Typography>
        {changes.map((change) => (
          <Typography key={change.code ?? change.label} sx={{ wordBreak: 'break-word' }}>
            <strong>{change.label}</strong>
            {change.code && (
              <>
                {' '}
                <code>({change.code})</code>
              </>
            )}
            : {change.from} → {change.to}
          </Typography>
        ))}
        {error && <Typography color="error">{error}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
