import type { CarouselSlide } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { keyframes, useTheme, type SxProps, type Theme } from '@mui/material/styles';
import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Swiper's stylesheet, without its code: the stand-in wears Swiper's classes (hero-stand-in.tsx).
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useCarouselOnDemand, useStandInAutoplay } from '@/components/carousel-on-demand';
import { Highlight } from '@/components/highlight';
import { sliderDotTargets } from '@/components/slider-dots';
import { useBreakpoints, useViewportWidth } from '@/lib/use-breakpoints';
import { loadImage, paintedByShell, slideBanner } from '../lib/hero-banner';
import styles from './hero-carousel.module.css';
import { CoverVideo } from './cover-video';
import { HeroCarouselPlaceholder } from './hero-frame';
import {
  desktopDelayMs,
  mobileDelayMs,
  paginationSpace,
  sectionSpacing,
  wideSlideWidth,
} from './hero-geometry';
import { HeroStandIn, type RenderSlide } from './hero-stand-in';
import { SlideButtons } from './slide-buttons';
import { useStartClick } from './start-click';

const loadHeroSwiper = () => import('./hero-swiper');
const HeroSwiper = lazy(() => loadHeroSwiper().then((module) => ({ default: module.HeroSwiper })));

const videoAfterLeaveMs = 4_000;

// Slides and hover videos fade in over 0.4 s (spec, sections 4 and 9); see HeroCarousel for the 0.01.
const fadeIn = keyframes`from { opacity: 0.01; } to { opacity: 1; }`;
const fade = `${fadeIn} 0.4s`;

/**
 * True once the image at `src` has loaded (or failed, so a broken banner cannot hide the hero), and
 * from then on: a later change of banner (the window crossing 600 px) does not hide the slides again.
 */
function useImageLoaded(src: string): boolean {
  const [loaded, setLoaded] = useState(() => loadImage(src).complete);
  useEffect(() => {
    if (loaded) return;
    const image = loadImage(src);
    // Mounting the carousel is a large render: as a transition React renders it in short slices.
    const done = () => startTransition(() => setLoaded(true));
    if (image.complete) return done();
    image.addEventListener('load', done);
    image.addEventListener('error', done);
    return () => {
      image.removeEventListener('load', done);
      image.removeEventListener('error', done);
    };
  }, [src, loaded]);
  return loaded;
}

/**
 * The slides stay out of sight until the first image has loaded, then fade in (spec, section 4):
 * until then the placeholder holds their place. They are mounted only then, rather than mounted at
 * opacity 0: Chrome never counts an image first painted at zero opacity as the page's largest paint,
 * and would take a small What's hot tile for it. For the same reason the fade starts at 0.01, which
 * looks the same.
 */
export function HeroCarousel({ slides }: { slides: CarouselSlide[] }) {
  const width = useViewportWidth();
  const loaded = useImageLoaded(slides[0] ? slideBanner(slides[0], width) : '');
  // Shown by the page's static shell already: fading it in again would make it blink.
  const [fadeIn] = useState(() => !slides[0] || !paintedByShell(slideBanner(slides[0], width)));
  return loaded || !slides[0] ? <Slides slides={slides} fadeIn={fadeIn} /> : <HeroCarouselPlaceholder />;
}

/** The section around the slides: the fade-in, and the dots and arrows drawn on the slides' images. */
const sectionSx = (fadeIn: boolean): SxProps<Theme> => ({
  animation: fadeIn ? fade : 'none',
  ...sectionSpacing,
  '& .swiper-pagination-bullet': {
    ...sliderDotTargets['& .swiper-pagination-bullet'],
    bgcolor: 'scrim.sliderDot',
    opacity: 1,
  },
  '& .swiper-pagination-bullet-active': { bgcolor: 'secondary.main', width: 22, borderRadius: 4 },
  '& .swiper-button-next, & .swiper-button-prev': { color: 'common.white' },
});

/**
 * The active slide's hover, on wide screens: hovering pauses the autoplay, and once the pointer has
 * left for 4 s the slide's video plays. A change of slide ends both.
 */
function useHoverVideo(swiper: RefObject<SwiperInstance | null>) {
  const videoTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [showVideo, setShowVideo] = useState(false);

  const resetHover = useCallback(() => {
    clearTimeout(videoTimer.current);
    setHovered(false);
    setShowVideo(false);
  }, []);
  useEffect(() => () => clearTimeout(videoTimer.current), []);

  const enter = () => {
    clearTimeout(videoTimer.current);
    swiper.current?.autoplay?.stop();
    setHovered(true);
  };
  const leave = () => {
    swiper.current?.autoplay?.start();
    setHovered(false);
    videoTimer.current = setTimeout(() => setShowVideo(true), videoAfterLeaveMs);
  };
  return { hovered, showVideo, resetHover, enter, leave };
}

/**
 * The hero carousel: coverflow from 960 px (rotate 12, stretch 800, depth 500, every 20 s, no dragging,
 * paused while the active slide is hovered), a plain slide effect every 8 s below that (hero-swiper.tsx).
 * Until a visitor uses it or its first slide change is due, a stand-in draws it (hero-stand-in.tsx).
 */
function Slides({ slides, fadeIn }: { slides: CarouselSlide[]; fadeIn: boolean }) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const width = useViewportWidth();
  const swiper = useRef<SwiperInstance | null>(null);
  const { hovered, showVideo, resetHover, enter, leave } = useHoverVideo(swiper);
  const { start, importantDialog } = useStartClick();
  const carousel = useCarouselOnDemand(loadHeroSwiper);
  const delayMs = isNarrow ? mobileDelayMs : desktopDelayMs;
  useStandInAutoplay(carousel, delayMs, hovered);

  const renderSlide: RenderSlide = (slide, index, active) => (
    <SlideFrame
      slide={slide}
      banner={slideBanner(slide, width)}
      first={index === 0}
      active={active}
      isNarrow={isNarrow}
      showVideo={showVideo}
      onEnter={enter}
      onLeave={leave}
      onVideoEnded={() =>
        swiper.current ? swiper.current.slideNext() : carousel.want({ kind: 'step', by: 1 })
      }
      onStart={() => void start()}
    />
  );
  const standIn = (
    <HeroStandIn slides={slides} isNarrow={isNarrow} renderSlide={renderSlide} onIntent={carousel.want} />
  );

  return (
    <Box
      component="section"
      aria-label={t('home.featured')}
      data-hovered={hovered}
      sx={sectionSx(fadeIn)}
      onPointerEnter={carousel.prefetch}
      onFocus={carousel.prefetch}
      onTouchStart={carousel.prefetch}
      {...carousel.pressHandlers}
    >
      {carousel.wanted ? (
        <Suspense fallback={standIn}>
          <HeroSwiper
            slides={slides}
            isNarrow={isNarrow}
            delayMs={delayMs}
            paginationSpace={paginationSpace}
            wideSlideWidth={wideSlideWidth}
            renderSlide={renderSlide}
            onSwiper={(instance) => {
              swiper.current = instance;
              // Hovered before Swiper came: the autoplay stays paused, as it would have been.
              if (hovered && !isNarrow) instance.autoplay?.stop();
              return carousel.takeIntent();
            }}
            onSlideChange={resetHover}
          />
        </Suspense>
      ) : (
        standIn
      )}
      {importantDialog}
    </Box>
  );
}

type SlideFrameProps = {
  slide: CarouselSlide;
  banner: string;
  /** The first slide's banner is the largest paint on the page; the others can wait. */
  first: boolean;
  active: boolean;
  isNarrow: boolean;
  showVideo: boolean;
  onEnter: () => void;
  onLeave: () => void;
  onVideoEnded: () => void;
  onStart: () => void;
};

/** One slide: its banner, its video once due, and its texts and buttons over them. */
function SlideFrame({ slide, banner, first, active, isNarrow, showVideo, ...handlers }: SlideFrameProps) {
  const video = isNarrow ? slide.videoOnHoverMobile : slide.videoOnHover;
  // Only the active slide reacts to the pointer, and only on wide screens.
  const hoverable = active && !isNarrow;
  return (
    <div
      className={styles.frame}
      data-active={active}
      onMouseEnter={hoverable ? handlers.onEnter : undefined}
      onMouseLeave={hoverable ? handlers.onLeave : undefined}
    >
      {/* The square banner only on phones; from 600 px the wide one keeps its headline in frame. */}
      <img className={styles.image} src={banner} alt="" fetchPriority={first ? 'high' : 'low'} />
      {active && showVideo && video ? (
        <CoverVideo src={video} onEnded={handlers.onVideoEnded} sx={{ animation: fade }} />
      ) : undefined}
      <SlideOverlay slide={slide} visible={active || isNarrow} onStart={handlers.onStart} />
    </div>
  );
}

/** The slide's chain, title, excerpt and buttons; on wide screens only the active slide shows them. */
function SlideOverlay({
  slide,
  visible,
  onStart,
}: {
  slide: CarouselSlide;
  visible: boolean;
  onStart: () => void;
}) {
  const { palette } = useTheme();
  return (
    <div className={styles.overlay} style={{ visibility: visible ? 'visible' : 'hidden' }}>
      {slide.currency ? (
        <Chip
          size="small"
          label={<Highlight text={slide.currency} />}
          sx={{ alignSelf: 'flex-start', mb: 1.5, bgcolor: 'tint.chipOnImage' }}
        />
      ) : undefined}
      {slide.title ? (
        <h2 className={styles.title} style={{ color: slide.titleColor ?? palette.common.white }}>
          <Highlight text={slide.title} />
        </h2>
      ) : undefined}
      <p className={styles.excerpt} style={{ color: slide.textColor ?? palette.slide.excerpt }}>
        {slide.excerpt}
      </p>
      <SlideButtons slide={slide} onStart={onStart} />
    </div>
  );
}
