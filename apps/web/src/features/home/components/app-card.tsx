import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Highlight } from '@/components/highlight';

const cardSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.75,
  p: 1.5,
  pr: 2,
  borderRadius: 3,
  color: 'text.primary',
  textDecoration: 'none',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  position: 'relative',
  overflow: 'hidden',
  transition: 'transform 0.2s, border-color 0.2s, background-color 0.2s',
  '&:hover, &:focus-visible': {
    transform: 'translateY(-2px)',
    borderColor: 'border.cardHover',
    bgcolor: 'surface.cardHover',
  },
};

/** A partner project: its logo, name and chain; the whole card opens the project in a new tab. */
export function AppCard({
  href,
  image,
  name,
  currency,
  rank,
  media,
}: {
  href: string;
  image: string;
  name: string;
  currency?: string;
  rank?: string;
  media?: ReactNode;
}) {
  return (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={cardSx}>
      {rank ? (
        <Typography
          component="span"
          sx={{ width: 28, fontWeight: 800, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
        >
          {rank}
        </Typography>
      ) : undefined}
      <Box
        component="img"
        src={image}
        alt=""
        loading="lazy"
        sx={{ width: 48, height: 48, borderRadius: 2, flexShrink: 0, bgcolor: 'placeholder.media' }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          <Highlight text={name} />
        </Typography>
        {currency ? (
          <Typography
            component="span"
            variant="caption"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: '0.06em' }}
          >
            <Highlight text={currency} />
          </Typography>
        ) : undefined}
      </Box>
      {media}
    </Box>
  );
}
