import type { NewsItem } from '@dappx/shared/news';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { applyIntent } from '@/components/carousel-intent';
import type { CarouselIntent } from '@/components/carousel-on-demand';
import { NewsCard } from './news-card';

/** MEDIA's one-card slider on phones, with dots; loaded when first wanted (media-section.tsx). */
export function MediaSwiper({
  items,
  takeIntent,
}: {
  items: NewsItem[];
  takeIntent: () => CarouselIntent | undefined;
}) {
  return (
    <Swiper
      modules={[Pagination]}
      slidesPerView={1}
      spaceBetween={16}
      loop
      speed={500}
      pagination={{ clickable: true }}
      style={{ paddingBottom: 32 }}
      onSwiper={(instance) => applyIntent(instance, takeIntent())}
    >
      {items.map((item) => (
        <SwiperSlide key={item.link}>
          <NewsCard item={item} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
