import type { GamesSlide } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import { lazy, Suspense, type ReactNode } from 'react';
// Swiper's stylesheet, without its code: the stand-in wears Swiper's classes.
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useCarouselOnDemand,
  useStandInAutoplay,
  type CarouselOnDemand,
} from '@/components/carousel-on-demand';
import { sliderDotTargets } from '@/components/slider-dots';
import { StandInBullets } from '@/components/stand-in-bullets';
import { GamesBackdrop, GamesHeroFrame, PlayButton, SlideContent } from './games-hero-parts';

const loadGamesSwipers = () => import('./games-swipers');
const GamesSwipers = lazy(() => loadGamesSwipers().then((module) => ({ default: module.GamesSwipers })));

const autoplayMs = 8000;

/** The content slider's place: its dots under the slide, at the left. */
const contentSlidesSx: SxProps<Theme> = {
  ...sliderDotTargets,
  '& .swiper-pagination': { position: 'static', mt: 3, textAlign: 'left' },
};

/** A slide's texts and its button, in the content slider and its stand-in. */
const contentSlide = (slide: GamesSlide) => (
  <SlideContent slide={slide}>
    <PlayButton slide={slide} />
  </SlideContent>
);
const backdropSlide = (slide: GamesSlide) => <GamesBackdrop src={slide.bg_image} />;

/** The hero's frame around its two sliders, Swiper's or the stand-in's. */
const heroFrame = (backdrop: ReactNode, content: ReactNode) => (
  <GamesHeroFrame backdrop={backdrop}>
    <Box data-testid="games-content" sx={contentSlidesSx}>
      {content}
    </Box>
  </GamesHeroFrame>
);

/**
 * The featured slider: a background carousel and a content carousel kept in sync (games-swipers.tsx);
 * infinite, with dots, and no pause on hover (spec 2, Games page). Until a dot is pressed or the first
 * slide change is due, a stand-in draws the first slide and the dots, with Swiper's classes.
 */
export function GamesHero({ slides }: { slides: GamesSlide[] }) {
  const carousel = useCarouselOnDemand(loadGamesSwipers);
  useStandInAutoplay(carousel, autoplayMs, false);
  const standIn = <GamesHeroStandIn slides={slides} carousel={carousel} />;
  if (!carousel.wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <GamesSwipers
        slides={slides}
        autoplayMs={autoplayMs}
        takeIntent={carousel.takeIntent}
        frame={heroFrame}
        backdropSlide={backdropSlide}
        contentSlide={contentSlide}
      />
    </Suspense>
  );
}

/** Both sliders as Swiper first draws them (fade: the first slide over the others), before its code. */
function GamesHeroStandIn({ slides, carousel }: { slides: GamesSlide[]; carousel: CarouselOnDemand }) {
  const first = slides[0];
  const firstSlide = (children: ReactNode) => (
    <div className="swiper-wrapper">
      {first ? (
        <div
          className={`swiper-slide swiper-slide-active ${first.className ?? ''}`}
          data-swiper-slide-index={0}
        >
          {children}
        </div>
      ) : undefined}
    </div>
  );
  const fadeClasses = 'swiper swiper-fade swiper-initialized swiper-horizontal swiper-backface-hidden';
  return heroFrame(
    <div className={fadeClasses}>{first ? firstSlide(backdropSlide(first)) : undefined}</div>,
    <div
      className={fadeClasses}
      onFocus={carousel.prefetch}
      onPointerEnter={carousel.prefetch}
      {...carousel.pressHandlers}
    >
      {first ? firstSlide(contentSlide(first)) : undefined}
      <StandInBullets
        count={slides.length}
        a11y
        onPick={(index) => carousel.want({ kind: 'slide', index })}
      />
    </div>,
  );
}
