import type { RankingsResponse } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, Loading, ReadFailed } from '@/components/page-states';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { useRankings } from '../api/get-rankings';
import { useAppLinks } from '../api/use-app-links';
import { FreshnessLine } from '../components/freshness-line';
import { RankingsCards } from '../components/rankings-cards';
import { RankingsFilters } from '../components/rankings-filters';
import { RankingsTable } from '../components/rankings-table';
import { figuresOfBasis } from '../figures-basis';
import { changed, paramsOf, queryOf, tracePathOf, viewOf, type RankingsView } from '../rankings-view';

/** /rankings: the dapps ranked by what the store measured on chain; its filters live in the address. */
export function RankingsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = viewOf(params);
  const rankings = useRankings(queryOf(view));
  const { isMobile } = useBreakpoints();
  const onChange = (change: Partial<RankingsView>) => setParams(paramsOf(changed(view, change)));
  const chains = rankings.data?.indexed.map((chain) => chain.chain_id) ?? [];
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 }, letterSpacing: '-0.01em' }}
        >
          {t('rankings.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          {t('rankings.intro')}{' '}
          <Link component={RouterLink} to="/rankings/method" underline="always">
            {t('rankings.methodLink')}
          </Link>
        </Typography>
      </Box>
      <RankingsFilters view={view} chains={chains} onChange={onChange} withSort={isMobile} />
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {t('rankings.basis.note')}
      </Typography>
      {rankings.data ? (
        <RankingsResults answer={rankings.data} view={view} onChange={onChange} phone={isMobile} />
      ) : rankings.isError ? (
        <ReadFailed error={rankings.error} />
      ) : (
        <Loading label={t('rankings.loading')} />
      )}
    </Container>
  );
}

type ResultsProps = {
  answer: RankingsResponse;
  view: RankingsView;
  onChange: (change: Partial<RankingsView>) => void;
  phone: boolean;
};

/** How fresh the figures are, the rows as a table (cards on a phone), and the pages. */
function RankingsResults({ answer, view, onChange, phone }: ResultsProps) {
  const { t } = useTranslation();
  const appLink = useAppLinks(answer.rows.map((row) => row.app));
  const pages = Math.ceil(answer.total / answer.page_size);
  const links = {
    app: appLink,
    trace: (slug: string) => tracePathOf(slug, { window: view.window, chain: view.chain }),
  };
  const rows = answer.rows.map((row) => figuresOfBasis(row, view.figures));
  const shown = { rows, sort: view.sort, window: view.window, basis: view.figures, links };
  return (
    <>
      <FreshnessLine measuredAt={answer.measured_at} indexed={answer.indexed} />
      {answer.rows.length === 0 ? (
        <EmptyState>{t('rankings.empty')}</EmptyState>
      ) : phone ? (
        <RankingsCards {...shown} />
      ) : (
        <RankingsTable {...shown} onSort={(sort) => onChange({ sort })} />
      )}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={view.page}
          onChange={(_event, page) => onChange({ page })}
          shape="rounded"
          color="primary"
          sx={{ justifySelf: 'center' }}
          getItemAriaLabel={(type, page) =>
            type === 'page' ? t('rankings.page', { page }) : t(`rankings.${type}Page`)
          }
        />
      ) : undefined}
    </>
  );
}
