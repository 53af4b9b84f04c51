import type { SxProps, Theme } from '@mui/material/styles';

// The game card's look, also drawn by the page's first paint (GameCardFirstPaint).

/** The card: a column, or from 960 px a row when the card spans the grid's width. */
export const cardSx = (wide: boolean): SxProps<Theme> => ({
  position: 'relative',
  display: 'flex',
  flexDirection: wide ? { xs: 'column', md: 'row' } : 'column',
  minWidth: 0,
  borderRadius: '20px',
  overflow: 'hidden',
  bgcolor: 'games.card',
  border: 1,
  borderColor: 'divider',
  transition: 'transform .25s ease, box-shadow .25s ease, border-color .25s ease',
  '&:hover, &:focus-within': {
    transform: 'translateY(-4px)',
    borderColor: 'games.cardHoverBorder',
    boxShadow: ({ palette }) => `0 16px 40px ${palette.shadow.card}`,
  },
});

/** The 16:9 frame of the art, the hover video and the 'coming soon' label. */
export const mediaSx = (wide: boolean): SxProps<Theme> => ({
  position: 'relative',
  aspectRatio: '16 / 9',
  flex: wide ? { md: '0 0 58%' } : undefined,
  overflow: 'hidden',
  bgcolor: 'placeholder.game',
});

/** The art fills the frame, greyed and dimmed for a game still to come. */
export const artSx = (comingSoon: boolean): SxProps<Theme> => ({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  filter: comingSoon ? 'grayscale(0.7) brightness(0.6)' : undefined,
  transition: 'transform .4s ease',
  'article:hover &': { transform: 'scale(1.04)' },
});

export const hoverVideoSx: SxProps<Theme> = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

export const comingSoonSx: SxProps<Theme> = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 800,
  fontSize: 18,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'common.white',
  textShadow: ({ palette }) => `0 2px 12px ${palette.shadow.text}`,
};

export const currencySx: SxProps<Theme> = {
  ml: 'auto',
  fontSize: 11,
  fontWeight: 800,
  px: 1,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'tint.currencyTag',
};

export const hashtagSx: SxProps<Theme> = {
  fontSize: 12,
  fontWeight: 700,
  px: 1.25,
  py: 0.25,
  borderRadius: 10,
  color: 'games.hashtag',
  bgcolor: 'games.hashtagBackground',
};

export const playIconSx: SxProps<Theme> = {
  bgcolor: 'primary.main',
  color: 'common.white',
  '&:hover': { bgcolor: 'primary.light' },
};
