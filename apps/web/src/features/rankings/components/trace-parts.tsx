import { shortAddress } from '@dappx/shared/addresses';
import type { RankingsTraceRow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';

/** The transaction's short hash, linking to where a person can read it when there is such a page. */
export function HashLink({ row }: { row: RankingsTraceRow }) {
  const text = (
    <Box component="span" sx={{ fontFamily: 'monospace' }} title={row.hash}>
      {shortAddress(row.hash, 10, 6)}
    </Box>
  );
  if (!row.explorer_url) return text;
  return (
    <Link component={AppLink} href={row.explorer_url} data-testid="trace-hash">
      {text}
    </Link>
  );
}

/** An address, short, whole on hover. */
export function ShortAddress({ address }: { address: string }) {
  return (
    <Box component="span" title={address} sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {shortAddress(address)}
    </Box>
  );
}

/** Whether the row adds to the figures, and if not, why. */
export function CountedMark({ row }: { row: RankingsTraceRow }) {
  const { t } = useTranslation();
  const counted = row.counted || !row.not_counted;
  return (
    <Box
      component="span"
      data-counted={counted ? 'yes' : row.not_counted}
      sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: counted ? 'success.main' : 'text.secondary' }}
    >
      {counted ? t('rankings.trace.counted') : t(`rankings.trace.notCounted.${row.not_counted}`)}
    </Box>
  );
}
