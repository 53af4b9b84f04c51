import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ActivityItem, PendingDeposit } from '@dappx/shared/history';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivity, type ActivityFilter } from '../api/activity';
import { ActivityFilters } from './activity-filters';
import { ActivityRow } from './activity-row';

type Activity = ReturnType<typeof useActivity>;

const headerSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  px: { xs: 2, sm: 2.5 },
  py: 2,
  borderBottom: 1,
  borderColor: 'divider',
};

/**
 * The activity list: one row per thing the user did (deposits, withdrawals, transfers, stakes, a day's
 * rewards, NFT payments…) with its fees nested, newest first, narrowed by token and kind, more loaded on
 * request.
 */
export function HistoryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 460 }, bgcolor: 'background.paper', overflowX: 'hidden' },
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
      {/* Mounted only while open: each opening reads the list afresh, with the filters cleared. */}
      <ActivityList />
    </Drawer>
  );
}

function ActivityList() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ActivityFilter>({});
  const activity = useActivity(filter);
  const rows = activity.data?.pages.flatMap((page) => page.items) ?? [];
  const pending = activity.data?.pages[0]?.pending ?? [];
  return (
    <>
      <ActivityFilters filter={filter} onChange={setFilter} />
      <Box
        component="ul"
        aria-label={t('history.title')}
        aria-busy={activity.isFetching}
        // A list that scrolls is reached by the keyboard too, even when no row holds a button.
        tabIndex={0}
        sx={{ listStyle: 'none', m: 0, p: 0, overflowY: 'auto', flex: 1 }}
      >
        {pending.map((deposit) => (
          <ActivityRow key={`pending-${deposit.tx_hash}`} row={pendingRow(deposit)} pending />
        ))}
        {rows.map((row) => (
          <ActivityRow key={row.id} row={row} />
        ))}
        <Box component="li" sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          <ListEnd activity={activity} empty={rows.length + pending.length === 0} />
        </Box>
      </Box>
    </>
  );
}

/** A deposit still waiting for confirmations, as the row it becomes once credited to the vault. */
const pendingRow = (deposit: PendingDeposit): ActivityItem => ({
  ...deposit,
  id: deposit.tx_hash,
  kind: 'deposit',
  direction: 'in',
  from: null,
  to: 'vault',
  fees: [],
  state: null,
  count: 1,
});

/** The list's last line: loading, failed, nothing to show, Load more, or the end. */
function ListEnd({ activity, empty }: { activity: Activity; empty: boolean }) {
  const { t } = useTranslation();
  if (activity.isPending || activity.isFetchingNextPage) {
    return (
      <Box sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }} role="status">
        <CircularProgress size={18} aria-hidden="true" />
        {t('history.loading')}
      </Box>
    );
  }
  if (activity.isError) return <span role="alert">{t('history.failed')}</span>;
  if (empty) return t('history.empty');
  if (!activity.hasNextPage) return t('history.end');
  return (
    <Button variant="outlined" onClick={() => void activity.fetchNextPage()}>
      {t('history.loadMore')}
    </Button>
  );
}
