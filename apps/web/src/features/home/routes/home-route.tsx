import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useDeferredValue } from 'react';
import { useLaterCommit } from '@/lib/use-later-commit';
import { useHomeCatalogue } from '../api/get-home';
import { useNews } from '../api/get-news';
import { HeroCarousel } from '../components/hero-carousel';
import { HeroCarouselPlaceholder } from '../components/hero-frame';
import { HomeTop } from '../components/home-top';
import { MediaSection } from '../components/media-section';
import { Recommended } from '../components/recommended';
import { WeeklyTop } from '../components/weekly-top';
import { WhatsHot } from '../components/whats-hot';

/** Home: hero carousel, What's hot, Weekly Top 15, Recommended, then MEDIA (storefront spec, section 2). */
export function HomeRoute() {
  const home = useHomeCatalogue();
  const news = useNews();
  // The catalogue arrives all at once; rendered in one go, the page blocks the main thread for a long
  // stretch. Deferred, React renders it in short interruptible slices: the hero and What's hot first,
  // then, in a later commit of its own, the sections further down.
  const top = useDeferredValue(home.data);
  const below = useLaterCommit(top !== undefined) ? top : undefined;
  return (
    <>
      <HomeTop hero={top ? <HeroCarousel slides={top.slides} /> : <HeroCarouselPlaceholder />} />
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
