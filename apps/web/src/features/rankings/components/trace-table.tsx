import type { RankingsTraceRow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatUsd, useFormats } from '@/lib/formats';
import { useChainName } from '../api/use-chain-names';
import { tokenValueText } from '../figures';
import { CountedMark, HashLink, ShortAddress } from './trace-parts';

const columns = ['time', 'hash', 'from', 'to', 'value', 'usd', 'counted'] as const;
const rightAligned = new Set<string>(['value', 'usd']);

/** The rows behind an app's figures as a table: one per transaction or token transfer. */
export function TraceTable({ rows, label }: { rows: RankingsTraceRow[]; label: string }) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <Table size="small" aria-label={label} data-testid="trace-table">
        <TableHead>
          <TableRow sx={{ '& th': { color: 'text.secondary', fontWeight: 700, whiteSpace: 'nowrap' } }}>
            {columns.map((column) => (
              <TableCell key={column} align={rightAligned.has(column) ? 'right' : 'left'}>
                {t(`rankings.trace.column.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TraceTableRow key={`${row.chain_id}:${row.hash}:${row.log_index ?? 'tx'}`} row={row} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function TraceTableRow({ row }: { row: RankingsTraceRow }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const chainName = useChainName();
  return (
    <TableRow data-testid="trace-row" hover>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formats.dateTime(row.time)}
      </TableCell>
      <TableCell>
        <HashLink row={row} />
        <Box sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t(`rankings.trace.kind.${row.kind}`)} · {chainName(row.chain_id)}
        </Box>
      </TableCell>
      <TableCell>
        <ShortAddress address={row.from} />
      </TableCell>
      <TableCell>
        <ShortAddress address={row.to} />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {tokenValueText(row)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {row.usd === null ? t('rankings.trace.noPrice') : formatUsd(row.usd)}
      </TableCell>
      <TableCell>
        <CountedMark row={row} />
      </TableCell>
    </TableRow>
  );
}
