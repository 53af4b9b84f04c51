import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '@/lib/unexpected-errors';

/**
 * What a screen shows when its code failed to load or threw while drawing: one friendly sentence and a
 * way on, inside the page's layout, instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => reportError(error, 'Screen', { shown: true }), [error]);
  return (
    <Box
      role="alert"
      sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 12, px: 2, textAlign: 'center' }}
    >
      <Typography variant="h5" component="h1">
        {t('somethingWentWrong')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('tryAgain')}
        </Button>
        <Button color="inherit" href="/">
          {t('goHome')}
        </Button>
      </Box>
    </Box>
  );
}
