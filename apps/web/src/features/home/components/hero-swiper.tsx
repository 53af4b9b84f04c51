import type { CarouselSlide } from '@dappx/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { applyIntent } from '@/components/carousel-intent';
import type { CarouselIntent } from '@/components/carousel-on-demand';
import type { RenderSlide } from './hero-stand-in';

type Props = {
  slides: CarouselSlide[];
  isNarrow: boolean;
  /** The carousel's timing and geometry (hero-geometry.ts), handed in so this chunk holds Swiper alone. */
  delayMs: number;
  paginationSpace: number;
  wideSlideWidth: string;
  renderSlide: RenderSlide;
  /** Called once Swiper has started; answers what was asked of the stand-in meanwhile. */
  onSwiper: (swiper: SwiperInstance) => CarouselIntent | undefined;
  onSlideChange: () => void;
};

/**
 * The hero's Swiper: coverflow from 960 px (rotate 12, stretch 800, depth 500, every 20 s, no dragging),
 * a plain slide effect every 8 s below that. Loaded when first wanted (hero-carousel.tsx).
 */
export function HeroSwiper({
  slides,
  isNarrow,
  delayMs,
  paginationSpace,
  wideSlideWidth,
  renderSlide,
  onSwiper,
  onSlideChange,
}: Props) {
  const { t } = useTranslation();
  return (
    <Swiper
      key={isNarrow ? 'slide' : 'coverflow'}
      modules={[A11y, Autoplay, EffectCoverflow, Navigation, Pagination]}
      onSwiper={(instance) => applyIntent(instance, onSwiper(instance))}
      onSlideChange={onSlideChange}
      effect={isNarrow ? 'slide' : 'coverflow'}
      coverflowEffect={{ rotate: 12, stretch: 800, depth: 500, modifier: 1, slideShadows: false }}
      centeredSlides
      slidesPerView={isNarrow ? 1 : 'auto'}
      spaceBetween={isNarrow ? 12 : 0}
      loop
      allowTouchMove={isNarrow}
      autoplay={{ delay: delayMs, disableOnInteraction: isNarrow }}
      pagination={{ clickable: true }}
      navigation={!isNarrow}
      a11y={{ prevSlideMessage: t('home.previousSlide'), nextSlideMessage: t('home.nextSlide') }}
      style={{ paddingBottom: paginationSpace }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide
          key={slide.id}
          className={slide.className}
          style={isNarrow ? undefined : { width: wideSlideWidth }}
        >
          {({ isActive }) => renderSlide(slide, index, isActive)}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
