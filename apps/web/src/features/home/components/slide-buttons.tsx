import type { CarouselSlide } from '@dappx/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { visuallyHidden } from '@mui/utils';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

/** A slide's buttons: links open the partner site in a new tab, 'Coming Soon' waits, 'Start' runs the flow. */
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
        if (!button.link) {
          return (
            <Button key={button.id} {...common} disabled>
              {label}
            </Button>
          );
        }
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
