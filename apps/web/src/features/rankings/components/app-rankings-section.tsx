import type { RankingsAppResponse, RankingsPoint, RankingsWindow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SectionTitleRow } from '@/components/section-title';
import { useRankingsApp } from '../api/get-rankings-app';
import { tracePathOf } from '../rankings-view';
import { figuresOfBasis } from '../figures-basis';
import { AppFigures } from './app-figures';
import { ChartFigureToggle } from './chart-figure-toggle';
import { FreshnessLine } from './freshness-line';
import { WindowToggle } from './window-toggle';
import type { SeriesKey } from '../figures';

const ActivityChart = lazy(() =>
  import('./activity-chart').then((module) => ({ default: module.ActivityChart })),
);

const chartHeight = 240;

/**
 * An app's rankings on its own page: its four figures over a chosen window, its last 30 days day by day
 * and the way to the transactions behind them. An app the rankings do not list has no such section.
 */
export function AppRankingsSection({ slug }: { slug: string }) {
  const app = useRankingsApp(slug);
  if (!app.data) return null;
  return <AppRankings slug={slug} answer={app.data} />;
}

function AppRankings({ slug, answer }: { slug: string; answer: RankingsAppResponse }) {
  const { t } = useTranslation();
  const [window, setWindow] = useState<RankingsWindow>('7d');
  const chosen = answer.windows.find((candidate) => candidate.window === window);
  const month = answer.windows.find((candidate) => candidate.window === '30d');
  const transactions = tracePathOf(slug, { window, chain: 'all' });
  return (
    <Box
      component="section"
      aria-labelledby="app-rankings"
      data-testid="app-rankings"
      sx={{ mt: { xs: 5, md: 7 }, display: 'grid', gap: 2 }}
    >
      <SectionTitleRow id="app-rankings" title={t('rankings.app.title')}>
        <WindowToggle value={window} onChange={setWindow} />
      </SectionTitleRow>
      <Typography variant="body2" color="text.secondary">
        {t('rankings.app.intro')}{' '}
        <Link component={RouterLink} to="/rankings/method" underline="always">
          {t('rankings.app.method')}
        </Link>
      </Typography>
      {chosen ? <AppFigures figures={chosen.all} /> : undefined}
      {month ? <MonthChart points={figuresOfBasis(month.all, 'clean').series} /> : undefined}
      <Box sx={{ ...rowSx, gap: 2 }}>
        <FreshnessLine measuredAt={answer.measured_at} indexed={answer.indexed} />
        <Button component={RouterLink} to={transactions} variant="outlined" sx={{ borderRadius: 999 }}>
          {t('rankings.app.seeTransactions')}
        </Button>
      </Box>
    </Box>
  );
}

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1.5,
  alignItems: 'center',
  justifyContent: 'space-between',
} as const;

/** The app's last 30 days, a bar a day, of the cleaned figure the visitor picks. */
function MonthChart({ points }: { points: RankingsPoint[] }) {
  const { t } = useTranslation();
  const [figure, setFigure] = useState<SeriesKey>('transactions');
  return (
    <Box
      sx={{
        p: { xs: 1.5, md: 2.5 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={rowSx}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('rankings.app.chartTitle')}
        </Typography>
        <ChartFigureToggle value={figure} onChange={setFigure} />
      </Box>
      <Box data-testid="app-rankings-chart" sx={{ height: chartHeight }}>
        <Suspense fallback={undefined}>
          <ActivityChart points={points} figure={figure} label={t(`rankings.cleanFigure.${figure}.full`)} />
        </Suspense>
      </Box>
    </Box>
  );
}
