import type { NewsItem } from '@dappx/shared/news';
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
// Swiper's stylesheet, without its code: the phone's stand-in wears Swiper's classes.
import 'swiper/css';
import 'swiper/css/pagination';
import { useCarouselOnDemand, useStandInSwipe, type CarouselOnDemand } from '@/components/carousel-on-demand';
import { StandInBullets } from '@/components/stand-in-bullets';
import { sliderDotTargets } from '@/components/slider-dots';
import { SectionTitle } from '@/components/section-title';
import { drawnWhenNear } from '@/lib/drawn-when-near';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { bareGridList } from '@/components/bare-list';
import { NewsCard } from './news-card';

const loadMediaSwiper = () => import('./media-swiper');
const MediaSwiper = lazy(() => loadMediaSwiper().then((module) => ({ default: module.MediaSwiper })));

/** News cards: three a row on desktop; a one-card slider with dots below 960 px. Nothing at all when news failed. */
export function MediaSection({ items }: { items: NewsItem[] }) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  if (items.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="media"
      sx={{
        ...drawnWhenNear(550),
        '& .swiper-pagination-bullet': {
          ...sliderDotTargets['& .swiper-pagination-bullet'],
          bgcolor: 'scrim.sliderDot',
          opacity: 1,
        },
        '& .swiper-pagination-bullet-active': { bgcolor: 'secondary.main' },
      }}
    >
      <SectionTitle id="media" title={t('MEDIA')} />
      {isNarrow ? (
        <MediaSlider items={items} />
      ) : (
        <Box
          component="ul"
          sx={{
            ...bareGridList,
            gap: 2.5,
            gridTemplateColumns: 'repeat(3, 1fr)',
          }}
        >
          {items.map((item) => (
            <li key={item.link}>
              <NewsCard item={item} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The phone's one-card slider (media-swiper.tsx); until a dot or a swipe asks for it, its stand-in. */
function MediaSlider({ items }: { items: NewsItem[] }) {
  const carousel = useCarouselOnDemand(loadMediaSwiper);
  const standIn = <MediaStandIn items={items} carousel={carousel} />;
  if (!carousel.wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <MediaSwiper items={items} takeIntent={carousel.takeIntent} />
    </Suspense>
  );
}

/** The slider as Swiper first draws it: the first card, the next ones beside it out of view, the dots. */
function MediaStandIn({ items, carousel }: { items: NewsItem[]; carousel: CarouselOnDemand }) {
  const swipe = useStandInSwipe((by) => carousel.want({ kind: 'step', by }));
  return (
    <div
      className="swiper swiper-initialized swiper-horizontal"
      style={{ paddingBottom: 32 }}
      onTouchStart={(event) => {
        carousel.prefetch();
        swipe.onTouchStart(event);
      }}
      onTouchEnd={swipe.onTouchEnd}
      {...carousel.pressHandlers}
    >
      <div className="swiper-wrapper">
        {items.map((item, index) => (
          <div
            key={item.link}
            className={`swiper-slide${index === 0 ? ' swiper-slide-active' : ''}`}
            style={{ marginRight: 16 }}
          >
            <NewsCard item={item} />
          </div>
        ))}
      </div>
      <StandInBullets
        count={items.length}
        a11y={false}
        onPick={(index) => carousel.want({ kind: 'slide', index })}
      />
    </div>
  );
}
