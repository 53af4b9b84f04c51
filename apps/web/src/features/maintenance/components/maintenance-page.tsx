import { maintenanceTexts } from '@dappx/shared/settings-texts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { useMaintenanceMessage } from '../api/get-maintenance-message';
import { useMaintenanceMode } from '../api/get-maintenance-mode';

const recheckEveryMs = 30_000;

/** Shown while the store is closed; it checks again every 30 s and goes home once the store opens. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { isOpen } = useMaintenanceMode({ recheckEveryMs });
  const note = useMaintenanceMessage().data?.message;
  const navigate = useNavigate();
  useEffect(() => {
    if (isOpen) navigate('/', { replace: true });
  }, [isOpen, navigate]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 3,
        background: ({ palette }) => `radial-gradient(60% 50% at 50% 30%, ${palette.glow.page}, transparent)`,
      }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Logo size={56} />
        <Typography variant="h3" component="h1" sx={{ mt: 3, mb: 2 }}>
          {t('maintenanceTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 18 }}>
          {t('maintenanceOn', { defaultValue: maintenanceTexts.on })}
        </Typography>
        {/* The operator's own words, as they wrote them (not translated). */}
        {note && <Typography sx={{ mt: 2, fontSize: 16, whiteSpace: 'pre-line' }}>{note}</Typography>}
      </Box>
    </Box>
  );
}
