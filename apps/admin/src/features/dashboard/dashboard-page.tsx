import { formatDisplayAmount } from '@dappx/shared/amounts';
import { indexerLagWarning, type DashboardResponse } from '@dappx/shared/dashboard';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { countsByToken, dashboardQuery, todayOf } from './dashboard-figures';
import { TodoCards } from './todo-cards';
import { useConsoleFormats } from '../../lib/console-format';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {translate(label)}
        </Typography>
        <Box sx={{ typography: 'h5', wordBreak: 'break-word' }}>{children}</Box>
      </CardContent>
    </Card>
  );
}

const amountsText = (rows: { token?: string; asset?: string; count?: number; amount: string }[]) =>
  rows.length === 0
    ? '0'
    : rows
        .map(
          (row) =>
            `${row.count !== undefined ? `${row.count} · ` : ''}${formatDisplayAmount(BigInt(row.amount))} ${row.token ?? row.asset}`,
        )
        .join('\n');

function TodayFigures({ figures }: { figures: DashboardResponse }) {
  const translate = useTranslate();
  const formats = useConsoleFormats();
  const today = figures.days.at(-1)!;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(6, 1fr)' },
      }}
    >
      <Figure label="console.dashboard.signUps">{formats.count(today.sign_ups)}</Figure>
      <Figure label="console.dashboard.activeUsers">{formats.count(today.active_users)}</Figure>
      <Figure label="console.dashboard.deposits">
        <Box sx={{ whiteSpace: 'pre-line', typography: 'body1' }}>
          {amountsText(todayOf(figures.deposits, figures.today))}
        </Box>
      </Figure>
      <Figure label="console.dashboard.withdrawals">
        <Box sx={{ whiteSpace: 'pre-line', typography: 'body1' }}>
          {amountsText(todayOf(figures.withdrawals, figures.today))}
        </Box>
      </Figure>
      <Figure label="console.dashboard.indexerLag">
        <Box sx={{ whiteSpace: 'pre-line', typography: 'body1' }}>
          {figures.indexer_lag
            .map((lag) =>
              translate('console.dashboard.lagFigure', {
                name: lag.name,
                lag: lag.lag === null ? '—' : formats.count(lag.lag),
                smart_count: Number(lag.lag ?? 0),
              }),
            )
            .join('\n') || '—'}
        </Box>
      </Figure>
      <Figure label="console.dashboard.fees">
        <Box sx={{ whiteSpace: 'pre-line', typography: 'body1' }}>
          {amountsText(todayOf(figures.fees, figures.today))}
        </Box>
      </Figure>
    </Box>
  );
}

function Checks({ figures }: { figures: DashboardResponse }) {
  const translate = useTranslate();
  const formats = useConsoleFormats();
  const { conservation, indexer_lag: lags } = figures;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {conservation.ok ? (
        <Alert severity="success">{translate('console.dashboard.conservationOk')}</Alert>
      ) : (
        conservation.imbalances.map((row) => (
          <Alert key={row.asset} severity="error">
            {translate('console.dashboard.imbalance', {
              asset: row.asset,
              sum: formatDisplayAmount(BigInt(row.sum), 18),
            })}
          </Alert>
        ))
      )}
      {lags
        .filter((lag) => lag.lag === null || Number(lag.lag) > indexerLagWarning)
        .map((lag) => (
          <Alert key={lag.chain_id} severity={lag.lag === null ? 'warning' : 'error'}>
            {lag.lag === null
              ? translate('console.dashboard.chainUnreadable', { name: lag.name, id: lag.chain_id })
              : translate('console.dashboard.lag', {
                  name: lag.name,
                  id: lag.chain_id,
                  lag: formats.count(lag.lag),
                  smart_count: Number(lag.lag),
                  head: lag.head,
                  cursor: lag.cursor ?? '—',
                })}
          </Alert>
        ))}
    </Box>
  );
}

function Charts({ figures }: { figures: DashboardResponse }) {
  const translate = useTranslate();
  const days = figures.days.map((row) => row.day.slice(5));
  const flows = (rows: DashboardResponse['deposits'], what: string) =>
    countsByToken(figures.days, rows).map(({ token, counts }) => ({
      data: counts,
      label: `${translate(what)} ${token}`,
      stack: what,
    }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Card variant="outlined" sx={{ p: 1 }}>
        <Typography variant="subtitle2">{translate('console.dashboard.usersChart')}</Typography>
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: days }]}
          series={[
            {
              data: figures.days.map((row) => row.sign_ups),
              label: translate('console.dashboard.signUps'),
              curve: 'linear',
            },
            {
              data: figures.days.map((row) => row.active_users),
              label: translate('console.dashboard.activeUsers'),
              curve: 'linear',
            },
          ]}
        />
      </Card>
      <Card variant="outlined" sx={{ p: 1 }}>
        <Typography variant="subtitle2">{translate('console.dashboard.flowsChart')}</Typography>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: days }]}
          series={[
            ...flows(figures.deposits, 'console.dashboard.deposits'),
            ...flows(figures.withdrawals, 'console.dashboard.withdrawals'),
          ]}
        />
      </Card>
    </Box>
  );
}

/** The console's home: what waits for the operator, today's figures, the 14 days behind them, and the books' and indexers' health. */
export function DashboardPage() {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery(dashboardQuery);
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="console.dashboard.title" />
      <TodoCards />
      <Typography variant="h6">{translate('console.dashboard.today', { day: data?.today ?? '' })}</Typography>
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : (
        <>
          <TodayFigures figures={data} />
          <Checks figures={data} />
          <Charts figures={data} />
        </>
      )}
    </Box>
  );
}
