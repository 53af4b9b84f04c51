import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { brandGradient } from '@/components/brand';
import { useLaterCommit } from '@/lib/use-later-commit';
import { useHomeCatalogue } from '../api/get-home';
import { useNews } from '../api/get-news';
import { HeroCarousel, HeroCarouselPlaceholder } from '../components/hero-carousel';
import { MediaSection } from '../components/media-section';
import { Recommended } from '../components/recommended';
import { WeeklyTop } from '../components/weekly-top';
import { WhatsHot } from '../components/whats-hot';

/** Home: hero carousel, What's hot, Weekly Top 15, Recommended, then MEDIA (storefront spec, section 2). */
export function HomeRoute() {
  const { t } = useTranslation();
  const home = useHomeCatalogue();
  const news = useNews();
  // The catalogue arrives all at once; rendered in one go, the page blocks the main thread for a long
  // stretch. Deferred, React renders it in short interruptible slices: the hero and What's hot first,
  // then, in a later commit of its own, the sections further down.
  const top = useDeferredValue(home.data);
  const below = useLaterCommit(top !== undefined) ? top : undefined;
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
        {top ? <HeroCarousel slides={top.slides} /> : <HeroCarouselPlaceholder />}
      </Box>
      {top || home.isError ? (
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
          {top ? <WhatsHot tiles={top.hot} /> : undefined}
          {below ? (
            <>
              <WeeklyTop items={below.weeklyTop} />
              <Recommended items={below.recommended} />
            </>
          ) : undefined}
          {below || home.isError ? <MediaSection items={news.data ?? []} /> : undefined}
        </Container>
      ) : (
        // Until the catalogue is here the sections have no height; this keeps the footer below the
        // fold, so nothing on screen is pushed down when they arrive (layout shift).
        <Box sx={{ minHeight: '100vh' }} />
      )}
    </>
  );
}
