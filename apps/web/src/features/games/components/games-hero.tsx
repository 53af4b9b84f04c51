import type { GamesSlide } from '@dappx/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Autoplay, Controller, EffectFade, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { sliderDotTargets } from '@/components/slider-dots';

const autoplayMs = 8000;

/**
 * The featured slider: a background carousel and a content carousel kept in sync by Swiper's
 * Controller module; infinite, with dots, and no pause on hover (spec 2, Games page).
 */
export function GamesHero({ slides }: { slides: GamesSlide[] }) {
  const { t } = useTranslation();
  const [background, setBackground] = useState<SwiperClass | null>(null);
  const [content, setContent] = useState<SwiperClass | null>(null);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('games.featured')}
      sx={{ position: 'relative', height: { xs: 520, md: 580 }, overflow: 'hidden', bgcolor: '#0b0d1f' }}
    >
      <Box
        data-testid="games-backgrounds"
        sx={{ position: 'absolute', inset: 0, '& > .swiper': { height: '100%' } }}
      >
        <Swiper
          modules={[Controller, EffectFade]}
          effect="fade"
          loop
          allowTouchMove={false}
          onSwiper={setBackground}
          controller={{ control: content ?? undefined }}
        >
          {slides.map((slide) => (
            <SwiperSlide key={slide._id} className={slide.className}>
              <Box
                component="img"
                src={slide.bg_image}
                alt=""
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                  // The art is a logo tile: blown up and blurred it becomes a soft colour field.
                  transform: 'scale(2.4)',
                  filter: 'blur(48px) saturate(1.3)',
                  opacity: 0.85,
                }}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            pointerEvents: 'none',
            background:
              'linear-gradient(180deg, rgba(11,13,31,0.2) 0%, rgba(11,13,31,0.55) 55%, #0b0d1f 100%)',
          }}
        />
      </Box>

      <Container
        maxWidth="lg"
        sx={{
          position: 'relative',
          zIndex: 2,
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          pb: { xs: 4, md: 6 },
        }}
      >
        <Typography
          component="h1"
          sx={{
            fontSize: 14,
            fontWeight: 800,
            letterSpacing: '0.2em',
            textTransform: 'uppercase',
            color: 'secondary.main',
            mb: 1,
          }}
        >
          <Highlight text={t('Games')} />
        </Typography>
        <Box
          data-testid="games-content"
          sx={{
            ...sliderDotTargets,
            '& .swiper-pagination': { position: 'static', mt: 3, textAlign: 'left' },
          }}
        >
          <Swiper
            modules={[Controller, Pagination, Autoplay, A11y]}
            loop
            pagination={{ clickable: true }}
            autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false }}
            onSwiper={setContent}
            controller={{ control: background ?? undefined }}
            a11y={{ enabled: true }}
          >
            {slides.map((slide) => (
              <SwiperSlide key={slide._id} className={slide.className}>
                <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start', maxWidth: 720 }}>
                  <Box
                    component="img"
                    src={slide.image}
                    alt=""
                    sx={{
                      width: { xs: 64, md: 96 },
                      height: { xs: 64, md: 96 },
                      borderRadius: 4,
                      flexShrink: 0,
                      boxShadow: '0 12px 30px rgba(0,0,0,0.45)',
                    }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      component="h2"
                      data-testid="games-slide-title"
                      sx={{ fontWeight: 800, fontSize: { xs: 28, md: 48 }, lineHeight: 1.1 }}
                    >
                      <Highlight text={slide.title} />
                    </Typography>
                    <Typography
                      sx={{ mt: 1.5, color: 'text.primary', fontSize: { xs: 15, md: 18 }, maxWidth: 560 }}
                    >
                      {slide.excerpt}
                    </Typography>
                    <Button
                      component={AppLink}
                      href={slide.link}
                      target="_blank"
                      variant="contained"
                      size="large"
                      sx={{
                        mt: 3,
                        fontWeight: 800,
                        color: '#0b0d1f',
                        bgcolor: slide.link_color,
                        '&:hover': { bgcolor: slide.link_color, filter: 'brightness(1.12)' },
                      }}
                    >
                      <Highlight text={t('games.goToPlay')} />
                    </Button>
                  </Box>
                </Box>
              </SwiperSlide>
            ))}
          </Swiper>
        </Box>
      </Container>
    </Box>
  );
}
