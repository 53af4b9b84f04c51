import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

type InfoDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Already translated; defaults to 'Error'. */
  title?: string;
  /** Already translated; defaults to 'Something went wrong.'. */
  text?: string;
  /** Already translated; defaults to 'OK'. */
  buttonLabel?: string;
};

/** The info/error dialog of the spec: a title, a text and one button that closes it. */
export function InfoDialog({ open, onClose, title, text, buttonLabel }: InfoDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={title ?? t('dialogs.error')}
      icon={<InfoOutlinedIcon />}
      actions={
        <Button variant="contained" onClick={onClose} sx={{ minWidth: 96, borderRadius: 999 }}>
          {buttonLabel ?? t('dialogs.ok')}
        </Button>
      }
    >
      <Typography color="text.secondary">{text ?? t('dialogs.somethingWentWrong')}</Typography>
    </AppDialog>
  );
}
