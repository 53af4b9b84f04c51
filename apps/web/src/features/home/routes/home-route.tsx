import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brandGradient } from '@/components/brand';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      sx={{
        px: { xs: 2.5, md: 4 },
        py: { xs: 8, md: 14 },
        textAlign: 'center',
        background:
          'radial-gradient(50% 60% at 20% 0%, rgba(124,92,255,0.28), transparent), radial-gradient(40% 50% at 85% 10%, rgba(33,212,253,0.18), transparent)',
      }}
    >
      <Typography
        variant="h1"
        sx={{
          fontSize: { xs: 38, sm: 52, md: 68 },
          lineHeight: 1.05,
          maxWidth: 900,
          mx: 'auto',
          background: brandGradient,
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        {t('heroTitle')}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mt: 3, fontSize: { xs: 17, md: 20 }, maxWidth: 640, mx: 'auto' }}
      >
        {t('heroText')}
      </Typography>
    </Box>
  );
}
