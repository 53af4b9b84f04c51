import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { useExplorerTransaction } from '../api/get-explorer-transaction';
import { LogCard } from '../components/log-card';
import { TransactionOverview } from '../components/transaction-overview';

const card = {
  px: { xs: 2, sm: 3 },
  py: 1,
  borderRadius: 4,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
} as const;

/** Nothing to show: a hash the chain never saw, a chain we do not serve, or a malformed link. */
function NotFound({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const refused = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return (
    <Box
      role="status"
      sx={{ ...card, py: 6, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}
    >
      <SearchOffRoundedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('explorer.notFound')}
      </Typography>
      <Typography color="text.secondary">
        {refused ? error.message : t('Something went wrong. Please try again later.')}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /explorer/{chainId}/tx/{hash}: our minimal block explorer's page of one demo-chain transaction. */
export function ExplorerTransactionRoute() {
  const { chainId = '', hash = '' } = useParams();
  const { t } = useTranslation();
  const { data, error, isPending } = useExplorerTransaction(chainId, hash);
  return (
    <Box
      sx={{ maxWidth: 1080, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 }, display: 'grid', gap: 3 }}
    >
      <Box>
        <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: 1.5 }}>
          {t('explorer.eyebrow')}
          {data ? ` · ${data.chainName} (${t('explorer.chain')} ${data.chainId})` : ''}
        </Typography>
        <Typography component="h1" sx={{ fontSize: { xs: 24, md: 30 }, fontWeight: 800 }}>
          {t('explorer.title')}
        </Typography>
      </Box>
      {isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('explorer.loading')} />
        </Box>
      ) : data ? (
        <>
          <Section title={t('explorer.overview')}>
            <Box sx={card}>
              <TransactionOverview transaction={data} />
            </Box>
          </Section>
          <Section title={t('explorer.logs', { count: data.logs.length })}>
            {data.logs.length === 0 ? (
              <Typography color="text.secondary">{t('explorer.noLogs')}</Typography>
            ) : (
              <Box component="ol" sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {data.logs.map((log) => (
                  <LogCard key={log.index} log={log} />
                ))}
              </Box>
            )}
          </Section>
        </>
      ) : (
        <NotFound error={error} />
      )}
    </Box>
  );
}
