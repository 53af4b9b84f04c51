import type { GamesSlide } from '@dappx/shared/catalogue';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { A11y, Autoplay, Controller, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import { applyIntent } from '@/components/carousel-intent';
import type { CarouselIntent } from '@/components/carousel-on-demand';

type DrawSlide = (slide: GamesSlide) => ReactNode;

/** One slider of the pair, and the other one it drives (Swiper's Controller module). */
type SyncedSliderProps = {
  slides: GamesSlide[];
  onSwiper: (swiper: SwiperClass) => void;
  control: SwiperClass | null;
  drawSlide: DrawSlide;
};

/**
 * The featured slider's Swipers: a background carousel and a content carousel kept in sync by Swiper's
 * Controller module, in the frame and with the slides games-hero.tsx draws (so this chunk holds Swiper
 * and little else). Loaded when first wanted; once both have started, the content carousel does what
 * was asked of the stand-in.
 */
export function GamesSwipers({
  slides,
  autoplayMs,
  takeIntent,
  frame,
  backdropSlide,
  contentSlide,
}: {
  slides: GamesSlide[];
  autoplayMs: number;
  takeIntent: () => CarouselIntent | undefined;
  frame: (backdrop: ReactNode, content: ReactNode) => ReactNode;
  backdropSlide: DrawSlide;
  contentSlide: DrawSlide;
}) {
  const [background, setBackground] = useState<SwiperClass | null>(null);
  const [content, setContent] = useState<SwiperClass | null>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (!background || !content || taken.current) return;
    taken.current = true;
    applyIntent(content, takeIntent());
  }, [background, content, takeIntent]);
  return frame(
    <BackgroundSlider slides={slides} onSwiper={setBackground} control={content} drawSlide={backdropSlide} />,
    <ContentSlider
      slides={slides}
      onSwiper={setContent}
      control={background}
      drawSlide={contentSlide}
      autoplayMs={autoplayMs}
    />,
  );
}

/** The slides' art, blurred into the hero's background; it follows the content slider, never a touch. */
function BackgroundSlider({ slides, onSwiper, control, drawSlide }: SyncedSliderProps) {
  return (
    <Swiper
      modules={[Controller, EffectFade]}
      effect="fade"
      loop
      allowTouchMove={false}
      onSwiper={onSwiper}
      controller={{ control: control ?? undefined }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide._id} className={slide.className}>
          {drawSlide(slide)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/**
 * The slides' texts and buttons, with the dots and the autoplay; it drives the background slider. They
 * cross-fade in place: sliding, the next slide's art and its shadow waited at the edge, cut off there.
 */
function ContentSlider({
  slides,
  onSwiper,
  control,
  drawSlide,
  autoplayMs,
}: SyncedSliderProps & { autoplayMs: number }) {
  return (
    <Swiper
      modules={[Controller, Pagination, Autoplay, A11y, EffectFade]}
      effect="fade"
      fadeEffect={{ crossFade: true }}
      loop
      pagination={{ clickable: true }}
      autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false }}
      onSwiper={onSwiper}
      controller={{ control: control ?? undefined }}
      a11y={{ enabled: true }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide._id} className={slide.className}>
          {drawSlide(slide)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
