import type { CarouselSlide } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

/** A slide whose link is not out yet says so with a badge: a greyed-out button reads as broken. */
function SoonBadge({ label }: { label: ReactNode }) {
  return (
    <Chip
      icon={<ScheduleIcon />}
      label={label}
      variant="outlined"
      sx={{
        alignSelf: 'center',
        height: 32,
        fontWeight: 700,
        letterSpacing: 0.3,
        color: 'common.white',
        borderColor: 'border.soonBadge',
        bgcolor: 'scrim.slideButton',
        backdropFilter: 'blur(6px)',
        '& .MuiChip-icon': { color: 'secondary.main' },
      }}
    />
  );
}

/** A slide's buttons: links open the partner site in a new tab, 'Coming Soon' is a badge, 'Start' runs the flow. */
export function SlideButtons({ slide, onStart }: { slide: CarouselSlide; onStart: () => void }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2.5 }}>
      {slide.buttons.map((button, index) => {
        const primary = index === slide.buttons.length - 1;
        const common = {
          size: 'medium' as const,
          variant: primary ? ('contained' as const) : ('outlined' as const),
          color: primary ? ('primary' as const) : ('inherit' as const),
          sx: {
            borderRadius: 999,
            px: 2.5,
            backdropFilter: 'blur(6px)',
            bgcolor: primary ? undefined : 'scrim.slideButton',
          },
        };
        const label = <Highlight text={button.text} />;
        if (button.action === 'start') {
          return (
            <Button key={button.id} {...common} onClick={onStart}>
              {label}
            </Button>
          );
        }
        if (button.link?.startsWith('/')) {
          // Our own page (the NFT collection): same tab, through the router.
          return (
            <Button key={button.id} {...common} component={AppLink} href={button.link}>
              {label}
            </Button>
          );
        }
        if (!button.link) return <SoonBadge key={button.id} label={label} />;
        return (
          <Button key={button.id} {...common} href={button.link} target="_blank" rel="noopener noreferrer">
            {label}
            {/* A bare 'Start' or 'PLAY' says nothing out of context; screen readers and search
                engines get the slide's name too. */}
            {slide.title ? <Box component="span" sx={visuallyHidden}>{` – ${slide.title}`}</Box> : undefined}
          </Button>
        );
      })}
    </Stack>
  );
}
