import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';
import { OkButton } from './ok-button';

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
      actions={<OkButton onClick={onClose} label={buttonLabel ?? t('dialogs.ok')} />}
    >
      <Typography color="text.secondary">{text ?? t('dialogs.somethingWentWrong')}</Typography>
    </AppDialog>
  );
}
