import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, unitsOf, type TransactionHistoryItem } from '@dappx/shared';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransactionsHistory } from '../api/transactions-history';
import { formatAceHistoryDate } from '@/lib/history-date';

type History = ReturnType<typeof useTransactionsHistory>;

const headerSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  p: 2.5,
  borderBottom: 1,
  borderColor: 'divider',
};

const rowSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: 1.5,
  alignItems: 'center',
  px: 2.5,
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
};

/**
 * Asks for the next page whenever the returned element (the list's last item) scrolls into view, while
 * the drawer is open and there is a next page.
 */
function useLoadMoreOnScroll(open: boolean, history: History) {
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  useEffect(() => {
    const target = sentinel.current;
    if (!open || !target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return sentinel;
}

/** The ACE history: deposits and withdrawals, more loaded as the end of the list scrolls into view. */
export function HistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const history = useTransactionsHistory(open);
  const sentinel = useLoadMoreOnScroll(open, history);
  const rows = history.data?.pages.flatMap((page) => page.txs) ?? [];

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 420 }, bgcolor: 'background.paper' },
        },
      }}
    >
      <Box sx={headerSx}>
        <Typography id={titleId} component="h2" sx={{ fontSize: 20, fontWeight: 800 }}>
          {t('history.title')}
        </Typography>
        <Button onClick={onClose} color="inherit" variant="outlined" size="small">
          {t('history.close')}
        </Button>
      </Box>
      <Box
        component="ul"
        aria-label={t('history.title')}
        sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1 }}
      >
        {rows.map((row) => (
          <HistoryRow key={`${row.tn}-${row.date}`} row={row} />
        ))}
        <Box ref={sentinel} component="li" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          <ListEnd history={history} empty={rows.length === 0} />
        </Box>
      </Box>
    </Drawer>
  );
}

/** A deposit (in) or a withdrawal (out): when, its transaction number, and the amount. */
function HistoryRow({ row }: { row: TransactionHistoryItem }) {
  const { t } = useTranslation();
  const Icon = row.type === 'deposit' ? CallReceivedIcon : CallMadeIcon;
  return (
    <Box component="li" data-testid="history-row" sx={rowSx}>
      <Icon aria-hidden="true" sx={{ color: row.type === 'deposit' ? 'success.main' : 'warning.main' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`history.${row.type}`)}
          {row.status === 'pending' ? ` · ${t('history.pending')}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAceHistoryDate(new Date(row.date))} · {t('history.tn', { tn: row.tn.slice(0, 10) })}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {row.type === 'deposit' ? '+' : '−'}
        {formatDisplayAmount(unitsOf(row.amount))} ACE
      </Typography>
    </Box>
  );
}

/** The list's last line: loading, nothing yet, or the end; blank while more can still load. */
function ListEnd({ history, empty }: { history: History; empty: boolean }) {
  const { t } = useTranslation();
  if (history.isPending || history.isFetchingNextPage) {
    return (
      <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={18} aria-hidden="true" />
        {t('history.loading')}
      </Box>
    );
  }
  if (history.isError) return undefined;
  if (empty) return t('history.empty');
  return history.hasNextPage ? '' : t('history.end');
}
