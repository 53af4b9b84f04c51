import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { Highlight } from '@/components/highlight';
import { rankingsPathOf, useWeeklyWallets } from '@/features/rankings';
import { useSearchText } from '@/lib/search-text';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { useChart } from '../api/get-chart';
import { categoryFromPath, chartColumns, filterEntries } from '../chart-rules';
import { ChartTile } from '../components/chart-tile';
import { OthersGrid } from '../components/others-grid';
import { useChartName } from '../components/use-chart-name';
import type { ChartCategory } from '@dappx/shared';

/** One screen for the four chart routes; the last path segment chooses the chart (spec 2). */
export function ChartsRoute() {
  const category = categoryFromPath(useLocation().pathname);
  if (!category) return <Navigate to="/" replace />;
  return <ChartScreen key={category} category={category} />;
}

function ChartScreen({ category }: { category: ChartCategory }) {
  const { t } = useTranslation();
  const chartName = useChartName();
  const { text } = useSearchText();
  const columns = chartColumns(useViewportWidth());
  const chart = useChart(category);
  const wallets = useWeeklyWallets(category);
  const entries = chart.data ? filterEntries(chart.data.entries, text) : [];
  const title = t('charts.heading', { name: chartName(category) });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <Typography
        component="h1"
        variant="h3"
        sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 }, letterSpacing: '-0.01em' }}
      >
        <Highlight text={title} />
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: { xs: 3, md: 5 } }}>
        {t('charts.intro')}{' '}
        <Link
          component={RouterLink}
          to={rankingsPathOf({ category })}
          underline="always"
          data-testid="ranked-by-activity"
        >
          {t('charts.rankedByActivity')}
        </Link>
      </Typography>

      {chart.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={t('charts.loading')} />
        </Box>
      )}
      {chart.isError && <Alert severity="error">{t('charts.loadError')}</Alert>}
      {chart.data && entries.length === 0 && (
        <Box
          role="status"
          sx={{
            py: 6,
            px: 3,
            textAlign: 'center',
            borderRadius: 4,
            border: '1px dashed',
            borderColor: 'border.emptyState',
            color: 'text.secondary',
          }}
        >
          {t('charts.noMatch', { text: text.trim() })}
        </Box>
      )}
      {entries.length > 0 && (
        <Box
          data-testid="chart-grid"
          sx={{
            display: 'grid',
            gap: { xs: 1.5, md: 2 },
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {entries.map((entry) => (
            <ChartTile key={entry._id} entry={entry} wallets={wallets.get(entry._id)} />
          ))}
        </Box>
      )}
      {chart.data && <OthersGrid others={chart.data.others} />}
    </Container>
  );
}
