import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { brandGradient } from '@/components/brand';
import { useHomeCatalogue } from '../api/get-home';
import { useNews } from '../api/get-news';
import { HeroCarousel } from '../components/hero-carousel';
import { MediaSection } from '../components/media-section';
import { Recommended } from '../components/recommended';
import { WeeklyTop } from '../components/weekly-top';
import { WhatsHot } from '../components/whats-hot';

/** Home: hero carousel, What's hot, Weekly Top 15, Recommended, then MEDIA (storefront spec, section 2). */
export function HomeRoute() {
  const { t } = useTranslation();
  const home = useHomeCatalogue();
  const news = useNews();
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
      <Box sx={{ overflow: 'hidden' }}>
        {home.data ? (
          <HeroCarousel slides={home.data.slides} />
        ) : (
          <Container maxWidth="xl" sx={{ py: 3 }}>
            <Skeleton
              variant="rounded"
              sx={{ aspectRatio: { xs: '1 / 1', md: '1200 / 420' }, height: 'auto', borderRadius: 5 }}
            />
          </Container>
        )}
      </Box>
      <Container
        maxWidth="xl"
        // minmax(0, 1fr): a slider inside a grid item must not widen its column.
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: { xs: 6, md: 8 },
          py: { xs: 4, md: 6 },
        }}
      >
        {home.data ? (
          <>
            <WhatsHot tiles={home.data.hot} />
            <WeeklyTop items={home.data.weeklyTop} />
            <Recommended items={home.data.recommended} />
          </>
        ) : undefined}
        <MediaSection items={news.data ?? []} />
      </Container>
    </>
  );
}
