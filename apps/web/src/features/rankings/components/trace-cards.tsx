import type { RankingsTraceRow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bareGridList } from '@/components/bare-list';
import { formatUsd, useFormats } from '@/lib/formats';
import { useChainName } from '../api/use-chain-names';
import { tokenValueText } from '../figures';
import { CountedMark, HashLink, ShortAddress } from './trace-parts';

/** The rows behind an app's figures on a phone: a card each, what moved in front. */
export function TraceCards({ rows, label }: { rows: RankingsTraceRow[]; label: string }) {
  return (
    <Box component="ol" aria-label={label} sx={{ ...bareGridList, gap: 1.5 }}>
      {rows.map((row) => (
        <TraceCard key={`${row.chain_id}:${row.hash}:${row.log_index ?? 'tx'}`} row={row} />
      ))}
    </Box>
  );
}

function TraceCard({ row }: { row: RankingsTraceRow }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const chainName = useChainName();
  return (
    <Box
      component="li"
      data-testid="trace-row"
      sx={{
        p: 2,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'surface.tinted',
        display: 'grid',
        gap: 0.75,
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
          {tokenValueText(row)}
        </Typography>
        <CountedMark row={row} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {row.usd === null ? t('rankings.trace.noPrice') : formatUsd(row.usd)} ·{' '}
        {t(`rankings.trace.kind.${row.kind}`)}{' '}
        {t('rankings.trace.onChain', { chain: chainName(row.chain_id) })}
      </Typography>
      <Typography variant="body2">
        <HashLink row={row} /> · {formats.dateTime(row.time)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <ShortAddress address={row.from} /> → <ShortAddress address={row.to} />
      </Typography>
    </Box>
  );
}
