import type { RankingsAppResponse } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState, Loading, ReadFailed } from '@/components/page-states';
import { SafetyPanel } from '@/features/contract-safety';
import { ReviewsSection } from '@/features/reviews';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useFormats } from '@/lib/formats';
import { useBreakpoints } from '@/lib/use-breakpoints';
import { isNotRanked, useRankingsApp } from '../api/get-rankings-app';
import { useRankingsTrace } from '../api/get-rankings-trace';
import { AppFigures } from '../components/app-figures';
import { ChainSelect } from '../components/chain-select';
import { ContractProofs } from '../components/contract-proofs';
import { AppPagePart } from '../components/app-page-part';
import { TraceCards } from '../components/trace-cards';
import { TraceTable } from '../components/trace-table';
import { WindowToggle } from '../components/window-toggle';
import { traceParamsOf, traceViewOf, type TraceView } from '../rankings-view';

/** /rankings/:slug/transactions: every row behind an app's figures, with why any is not counted. */
export function RankingsTransactionsRoute() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const app = useRankingsApp(slug);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 4, md: 6 }, display: 'grid', gap: 2.5 }}>
      <Typography component={RouterLink} to="/rankings" sx={{ color: 'text.secondary', fontSize: 14 }}>
        ← {t('rankings.trace.back')}
      </Typography>
      {app.data ? (
        <AppTransactions slug={slug} app={app.data} />
      ) : isNotRanked(app.error) ? (
        <EmptyState>{t('rankings.trace.notRanked')}</EmptyState>
      ) : app.isError ? (
        <ReadFailed error={app.error} />
      ) : (
        <Loading label={t('rankings.trace.loading')} />
      )}
    </Container>
  );
}

function AppTransactions({ slug, app }: { slug: string; app: RankingsAppResponse }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = traceViewOf(params);
  const onChange = (change: Partial<TraceView>) => setParams(traceParamsOf({ ...view, ...change }));
  const name = app.app.name;
  return (
    <>
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Box
            component="img"
            src={app.app.image}
            alt=""
            sx={{
              width: { xs: 44, md: 56 },
              height: { xs: 44, md: 56 },
              borderRadius: 2,
              objectFit: 'contain',
            }}
          />
          <Typography
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 26, md: 36 }, lineHeight: 1.2, overflowWrap: 'anywhere' }}
          >
            {t('rankings.trace.title', { name })}
          </Typography>
        </Box>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('rankings.trace.intro', { name })}</Typography>
      </Box>
      <ContractProofs contracts={app.contracts} />
      <SafetyPanel app={slug} />
      <ReviewsSection app={slug} contracts={app.contracts} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <WindowToggle value={view.window} onChange={(window) => onChange({ window })} />
        <ChainSelect chains={app.app.chains} value={view.chain} onChange={(chain) => onChange({ chain })} />
      </Box>
      <ViewFigures app={app} view={view} />
      <TraceRows slug={slug} view={view} label={t('rankings.trace.title', { name })} />
    </>
  );
}

/** The app's figures over the chosen window and chain, cleaned beside raw. */
function ViewFigures({ app, view }: { app: RankingsAppResponse; view: TraceView }) {
  const { t } = useTranslation();
  const window = app.windows.find((candidate) => candidate.window === view.window);
  const figures =
    view.chain === 'all'
      ? window?.all
      : window?.chains.find((chain) => chain.chain_id === view.chain)?.figures;
  if (!figures) return null;
  return (
    <AppPagePart
      id="app-figures-title"
      title={t('rankings.app.figuresTitle')}
      intro={t('rankings.app.figuresIntro')}
    >
      <AppFigures figures={figures} />
    </AppPagePart>
  );
}

/** The pages read so far, in one list, and a button for the next while there is one. */
function TraceRows({ slug, view, label }: { slug: string; view: TraceView; label: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { isMobile } = useBreakpoints();
  const trace = useRankingsTrace(slug, view);
  if (trace.isError && !trace.data) return <ReadFailed error={trace.error} />;
  if (!trace.data) return <Loading label={t('rankings.trace.loading')} />;
  const rows = trace.data.pages.flatMap((page) => page.rows);
  const first = trace.data.pages[0]!;
  return (
    <>
      <Typography variant="body2" color="text.secondary" data-testid="trace-span">
        {t('rankings.trace.span', { from: formats.dateTime(first.from), to: formats.dateTime(first.to) })}
      </Typography>
      {rows.length === 0 ? (
        <EmptyState>{t('rankings.trace.empty')}</EmptyState>
      ) : isMobile ? (
        <TraceCards rows={rows} label={label} />
      ) : (
        <TraceTable rows={rows} label={label} />
      )}
      {trace.isFetchNextPageError ? <ReadFailed error={trace.error} /> : undefined}
      {trace.hasNextPage ? (
        <Button
          variant="outlined"
          onClick={() => void trace.fetchNextPage()}
          disabled={trace.isFetchingNextPage}
          sx={{ justifySelf: 'center', borderRadius: 999, px: 4 }}
        >
          {t('rankings.trace.loadMore')}
        </Button>
      ) : undefined}
    </>
  );
}
