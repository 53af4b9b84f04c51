import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GovernanceToken } from '@dappx/shared/governance';
import { formatDisplayAmount, unitsOf } from '@dappx/shared/amounts';
import { governanceHistoryPageSize as pageSize, useGovernanceHistory } from '@/features/governance';
import { useFormats } from '@/lib/formats';
import { historyPageCount } from '@/lib/history-pages';

type HistoryTableProps = {
  token: GovernanceToken;
  symbol: string;
  label: string;
};

/**
 * A governance stake history: Activity (always Stake, as the spec has it), Date/Time, Amount; paginated
 * once it has a row.
 */
export function HistoryTable({ token, symbol, label }: HistoryTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [page, setPage] = useState(0);
  const history = useGovernanceHistory(token, page);
  const rows = history.data?.transactions ?? [];
  const totalRows = history.data?.total_rows ?? 0;
  const pages = historyPageCount(totalRows, pageSize);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <TableContainer sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 600, whiteSpace: 'nowrap' } }}>
              <TableCell>{t('userProfile.activity')}</TableCell>
              <TableCell>{t('userProfile.dateTime')}</TableCell>
              <TableCell align="right">{t('userProfile.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row._id}>
                <TableCell>{t('userProfile.stakeActivity')}</TableCell>
                {/* On a phone the date wraps, so the amount stays in view without scrolling sideways. */}
                <TableCell
                  sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, fontVariantNumeric: 'tabular-nums' }}
                >
                  {formats.dateTime(row.start)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {`${formatDisplayAmount(unitsOf(row.amount))} ${symbol}`}
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={3} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {history.isPending ? t('loading') : t('userProfile.noHistory')}
                </TableCell>
              </TableRow>
            ) : undefined}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Nothing to page through: an empty history shows no page control. */}
      {totalRows === 0 ? undefined : (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_event, next) => setPage(next - 1)}
          shape="rounded"
          color="primary"
          sx={{ alignSelf: 'flex-end' }}
          getItemAriaLabel={(type, item) =>
            type === 'page' ? t('userProfile.page', { page: item }) : t(`userProfile.${type}Page`)
          }
        />
      )}
    </Box>
  );
}
