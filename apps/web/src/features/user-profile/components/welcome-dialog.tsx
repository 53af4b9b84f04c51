import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/components/dialogs/app-dialog';

/** The ACE page's welcome: it exists, and like the original store nothing opens it yet (spec, section 2). */
export function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('userProfile.welcomeTitle')}
      actions={
        <>
          <Button href="/terms" color="inherit">
            {t('userProfile.stakingGuide')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {t('userProfile.gotIt')}
          </Button>
        </>
      }
    >
      <Typography>{t('userProfile.welcomeText')}</Typography>
    </AppDialog>
  );
}
