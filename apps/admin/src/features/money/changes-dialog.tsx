import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MoneySettingsRow, SettingsChange } from './money-settings-data';
import { shownSetting } from './setting-inputs';

/** The confirm step of a settings change: each setting from its saved value to the new one. */
export function ChangesDialog(props: {
  open: boolean;
  row: MoneySettingsRow;
  change: SettingsChange;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const { open, row, change, pending, onConfirm, onClose } = props;
  const changed = row.settings.filter((setting) => setting.name in change);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`console.money.settings.groups.${row.id}`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography color="text.secondary">{translate('console.money.settings.confirmIntro')}</Typography>
        {changed.map((setting) => (
          <Typography key={setting.name} sx={{ wordBreak: 'break-word' }}>
            <strong>
              {translate(`console.money.settings.fields.${setting.name}.label`, { _: setting.name })}
            </strong>{' '}
            <code>({setting.name})</code>: {shownSetting(setting.kind, setting.value)} →{' '}
            {shownSetting(setting.kind, change[setting.name]!)}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {translate('console.money.settings.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
