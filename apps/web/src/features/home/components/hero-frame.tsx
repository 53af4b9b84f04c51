import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { paginationSpace, sectionSpacing, wideSlideWidth } from './hero-geometry';

const slideFrame = {
  borderRadius: { xs: 3, md: 5 },
  aspectRatio: { xs: '1 / 1', sm: '16 / 9', md: '1200 / 520' },
  width: { xs: '100%', md: wideSlideWidth },
  mx: 'auto',
};

/** The carousel's place: its spacing, and room for the dots under the slide. */
function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={sectionSpacing}>
      <Box sx={{ pb: `${paginationSpace}px` }}>{children}</Box>
    </Box>
  );
}

/** Holds the carousel's place, at its size, while the slides load. */
export function HeroCarouselPlaceholder() {
  return (
    <HeroFrame>
      <Skeleton variant="rectangular" sx={{ ...slideFrame, height: 'auto' }} />
    </HeroFrame>
  );
}

/**
 * The first slide's banner where the carousel will show it: the page's first paint, drawn before the
 * app runs (the square banner on phones, the wide one from 600 px). `data-shell-hero` lets the carousel
 * see that the banner is on screen already and skip its fade-in.
 */
export function HeroFirstBanner({ mobile, desktop }: { mobile: string; desktop: string }) {
  return (
    <HeroFrame>
      <picture>
        <source media="(min-width: 600px)" srcSet={desktop} />
        <Box
          component="img"
          src={mobile}
          alt=""
          fetchPriority="high"
          decoding="sync"
          data-shell-hero=""
          sx={{ ...slideFrame, display: 'block', objectFit: 'cover', bgcolor: 'background.paper' }}
        />
      </picture>
    </HeroFrame>
  );
}
