import type { WeeklyTopItem } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Highlight } from '@/components/highlight';
import { SectionTitle } from '@/components/section-title';
import { drawnWhenNear } from '@/lib/drawn-when-near';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { visibleWeeklyTop } from '../lib/home-rules';
import { bareGridList } from '@/components/bare-list';
import { AppCard } from './app-card';

/** Fifteen ranked projects: three columns of five on desktop; five plus View More below 960 px. */
export function WeeklyTop({ items }: { items: WeeklyTopItem[] }) {
  const { t } = useTranslation();
  const { isNarrow } = useBreakpoints();
  const [expanded, setExpanded] = useState(false);
  const shown = visibleWeeklyTop(items, isNarrow, expanded);
  return (
    <Box component="section" aria-labelledby="weekly-top" sx={drawnWhenNear(500)}>
      <SectionTitle id="weekly-top" title={t('WEEKLY TOP 15')} />
      <Box
        component="ol"
        sx={{
          ...bareGridList,
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          // Desktop reads down each column of five: 01–05, 06–10, 11–15.
          gridAutoFlow: { md: 'column' },
          gridTemplateRows: { md: 'repeat(5, auto)' },
        }}
      >
        {shown.map((item) => (
          <li key={item._id}>
            <AppCard
              href={item.href}
              image={item.image}
              name={item.name}
              currency={item.currency}
              rank={item.rank}
            />
          </li>
        ))}
      </Box>
      {isNarrow ? (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => setExpanded(!expanded)}
            aria-expanded={expanded}
            sx={{ borderRadius: 999, px: 4 }}
          >
            <Highlight text={expanded ? t('home.viewLess') : t('home.viewMore')} />
          </Button>
        </Box>
      ) : undefined}
    </Box>
  );
}
