import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChartEntry } from '@dappx/shared/catalogue';
import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { Highlight } from '@/components/highlight';
import { EmptyState, Loading } from '@/components/page-states';
import { rankingsPathOf, useWeeklyWallets } from '@/features/rankings';
import { useSearchText } from '@/lib/search-text';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { useChart } from '../api/get-chart';
import { categoryFromPath, chartColumns, filterEntries } from '../chart-rules';
import { ChartTile } from '../components/chart-tile';
import { OthersGrid } from '../components/others-grid';
import { useChartName } from '../components/use-chart-name';

/** One screen for the four chart routes; the last path segment chooses the chart (spec 2). */
export function ChartsRoute() {
  const category = categoryFromPath(useLocation().pathname);
  if (!category) return <Navigate to="/" replace />;
  return <ChartScreen key={category} category={category} />;
}

function ChartScreen({ category }: { category: ChartCategory }) {
  const { t } = useTranslation();
  const { text } = useSearchText();
  const chart = useChart(category);
  const wallets = useWeeklyWallets(category);
  const entries = chart.data ? filterEntries(chart.data.entries, text) : [];

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <ChartHeading category={category} />
      {chart.isPending && <Loading label={t('charts.loading')} />}
      {chart.isError && <Alert severity="error">{t('charts.loadError')}</Alert>}
      {chart.data && entries.length === 0 && (
        <EmptyState>{t('charts.noMatch', { text: text.trim() })}</EmptyState>
      )}
      {entries.length > 0 && <ChartGrid entries={entries} wallets={wallets} />}
      {chart.data && <OthersGrid others={chart.data.others} />}
    </Container>
  );
}

/** The chart's name as the page's heading, and the way to the same apps ranked by their activity. */
function ChartHeading({ category }: { category: ChartCategory }) {
  const { t } = useTranslation();
  const chartName = useChartName();
  const title = t('charts.heading', { name: chartName(category) });
  return (
    <>
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
    </>
  );
}

type WeeklyWallets = ReturnType<typeof useWeeklyWallets>;

/** The chart's entries as tiles, as many a row as the screen's width allows, each with its weekly wallets. */
function ChartGrid({ entries, wallets }: { entries: ChartEntry[]; wallets: WeeklyWallets }) {
  const columns = chartColumns(useViewportWidth());
  return (
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
  );
}
