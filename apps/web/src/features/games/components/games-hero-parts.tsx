import type { GamesSlide } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

// The featured slider's parts, drawn alike by its Swipers (games-swipers.tsx), their stand-in
// (games-hero.tsx) and the page's first paint.

// The slider's look. The page's first paint (games-first-paint.tsx) draws its first slide with the
// same frame, backdrop and slide content, rendered at build time.

const backdropSx: SxProps<Theme> = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  // The art is a logo tile: blown up and blurred it becomes a soft colour field.
  transform: 'scale(2.4)',
  filter: 'blur(48px) saturate(1.3)',
  opacity: 0.85,
};

/** Darkens the backdrops towards the page's night blue, so the text and the grids below read well. */
const fadeSx: SxProps<Theme> = {
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  pointerEvents: 'none',
  background: ({ palette: { games } }) =>
    `linear-gradient(180deg, ${games.heroFadeTop} 0%, ${games.heroFadeMiddle} 55%, ${games.night} 100%)`,
};

const contentSx: SxProps<Theme> = {
  position: 'relative',
  zIndex: 2,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  pb: { xs: 4, md: 6 },
};

const labelSx: SxProps<Theme> = {
  fontSize: 14,
  fontWeight: 800,
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
  color: 'secondary.main',
  mb: 1,
};

const slideImageSx: SxProps<Theme> = {
  width: { xs: 64, md: 96 },
  height: { xs: 64, md: 96 },
  borderRadius: 4,
  flexShrink: 0,
  boxShadow: ({ palette }) => `0 12px 30px ${palette.shadow.card}`,
};

/** Each slide's button wears the slide's own colour, a little brighter on hover. */
const playButtonSx = (colour: string): SxProps<Theme> => ({
  mt: 3,
  fontWeight: 800,
  color: 'games.night',
  bgcolor: colour,
  '&:hover': { bgcolor: colour, filter: 'brightness(1.12)' },
});

/** The hero's section: its height, the backdrop under the fade, and the page's label over the content. */
export function GamesHeroFrame({ backdrop, children }: { backdrop: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('games.featured')}
      sx={{ position: 'relative', height: { xs: 520, md: 580 }, overflow: 'hidden', bgcolor: 'games.night' }}
    >
      <Box
        data-testid="games-backgrounds"
        sx={{ position: 'absolute', inset: 0, '& > .swiper': { height: '100%' } }}
      >
        {backdrop}
        <Box aria-hidden sx={fadeSx} />
      </Box>

      <Container maxWidth="lg" sx={contentSx}>
        <Typography component="h1" sx={labelSx}>
          <Highlight text={t('Games')} />
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/** A slide's art blown up and blurred into the hero's background. */
export function GamesBackdrop({ src }: { src: string }) {
  return <Box component="img" src={src} alt="" sx={backdropSx} />;
}

/** A slide's art, title and excerpt; its button comes as `children`. */
export function SlideContent({
  slide,
  children,
}: {
  slide: Pick<GamesSlide, 'image' | 'title' | 'excerpt' | 'game'>;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start', maxWidth: 720 }}>
      <Box component="img" src={slide.image} alt="" sx={slideImageSx} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h2"
          data-testid="games-slide-title"
          sx={{ fontWeight: 800, fontSize: { xs: 28, md: 48 }, lineHeight: 1.1 }}
        >
          {slide.game ? (
            // A featured game's title leads to its page; 'Go to play' still opens the game itself.
            <Box component={Link} to={`/games/${encodeURIComponent(slide.game)}`} sx={{ color: 'inherit' }}>
              <Highlight text={slide.title} />
            </Box>
          ) : (
            <Highlight text={slide.title} />
          )}
        </Typography>
        <Typography sx={{ mt: 1.5, color: 'text.primary', fontSize: { xs: 15, md: 18 }, maxWidth: 560 }}>
          {slide.excerpt}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

export function PlayButton({ slide }: { slide: GamesSlide }) {
  const { t } = useTranslation();
  return (
    <Button
      component={AppLink}
      href={slide.link}
      target="_blank"
      variant="contained"
      size="large"
      sx={playButtonSx(slide.link_color)}
    >
      <Highlight text={t('games.goToPlay')} />
    </Button>
  );
}
