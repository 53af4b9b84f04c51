import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandGradient } from '@/components/brand';

/** The home page's title and, under it, the hero: the carousel, its placeholder or its first paint. */
export function HomeTop({ hero }: { hero: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Container maxWidth="xl" sx={{ pt: { xs: 3, md: 5 } }}>
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: 26, sm: 34, md: 42 },
            lineHeight: 1.15,
            maxWidth: 760,
            background: brandGradient,
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          {t('heroTitle')}
        </Typography>
      </Container>
      <Box sx={{ overflow: 'hidden' }}>{hero}</Box>
    </>
  );
}
