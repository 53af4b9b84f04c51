import type { NewsItem } from '@dappx/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { Highlight } from '@/components/highlight';
import { sliderDotTargets } from '@/components/slider-dots';
import { SectionTitle } from '@/components/section-title';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { newsDate } from '../lib/home-rules';
import { bareGridList } from '@/components/bare-list';

function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Box
      component="a"
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      sx={{
        display: 'block',
        height: '100%',
        borderRadius: 4,
        overflow: 'hidden',
        color: 'text.primary',
        textDecoration: 'none',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        transition: 'border-color 0.2s, transform 0.2s',
        '&:hover, &:focus-visible': { borderColor: 'border.cardHover', transform: 'translateY(-2px)' },
      }}
    >
      <Box
        component="img"
        src={item.enclosure.url}
        alt=""
        loading="lazy"
        sx={{
          width: '100%',
          height: { xs: 215, md: 200 },
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'placeholder.media',
        }}
      />
      <Box sx={{ p: 2.5 }}>
        <Typography
          component="time"
          dateTime={newsDate(item.pubDate)}
          variant="caption"
          sx={{ color: 'secondary.main', fontWeight: 700 }}
        >
          {newsDate(item.pubDate)}
        </Typography>
        <Typography sx={{ mt: 0.75, fontWeight: 700, lineHeight: 1.35 }}>
          <Highlight text={item.title} />
        </Typography>
      </Box>
    </Box>
  );
}

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
        <Swiper
          modules={[Pagination]}
          slidesPerView={1}
          spaceBetween={16}
          loop
          speed={500}
          pagination={{ clickable: true }}
          style={{ paddingBottom: 32 }}
        >
          {items.map((item) => (
            <SwiperSlide key={item.link}>
              <NewsCard item={item} />
            </SwiperSlide>
          ))}
        </Swiper>
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
