import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The form's title and one-line invitation, the same on the footer's stand-in and the real form. */
export function NewsletterHeading() {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('newsletter')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('newsletterIntro')}
      </Typography>
    </>
  );
}
