import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount, type ActivityItem } from '@dappx/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { symbolOfToken } from '../token-symbol';

const rowSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: 1.5,
  alignItems: 'start',
  px: { xs: 2, sm: 2.5 },
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
};

/** The row's date and time in the page's language, e.g. 26 nov 2026, 14:05:09 in Spanish. */
function useDateText(date: string) {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(date));
}

/**
 * One movement: in or out, what it was, when, which balance, its chain transaction, and the amount. A
 * pending deposit (seen on chain, not yet confirmed) reads the same, marked Pending.
 */
export function ActivityRow({ row, pending = false }: { row: ActivityItem; pending?: boolean }) {
  const { t } = useTranslation();
  const units = BigInt(row.amount);
  const incoming = units > 0n;
  const Icon = incoming ? CallReceivedIcon : CallMadeIcon;
  const magnitude = formatDisplayAmount(incoming ? units : -units);
  const when = useDateText(row.date);
  return (
    <Box component="li" data-testid="history-row" data-kind={row.kind} sx={rowSx}>
      <Icon aria-hidden="true" sx={{ mt: 0.25, color: incoming ? 'success.main' : 'warning.main' }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`history.kind.${row.kind}`)}
          {pending ? ` · ${t('history.pending')}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {when} · {t(`history.bucket.${row.bucket}`)}
        </Typography>
        {row.tx_hash ? <TxHash hash={row.tx_hash} /> : undefined}
      </Box>
      <Typography
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' }}
      >
        {incoming ? '+' : '−'}
        {magnitude} {symbolOfToken(row.token)}
      </Typography>
    </Box>
  );
}

/** The chain transaction, shortened to its first 10 characters (spec, section 3); a press copies it whole. */
function TxHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="small"
      variant="text"
      title={hash}
      aria-label={t('history.copyTx', { tn: hash.slice(0, 10) })}
      onClick={() => void navigator.clipboard?.writeText(hash).then(() => setCopied(true))}
      sx={{ p: 0, minWidth: 0, minHeight: 24, fontFamily: 'monospace', textTransform: 'none' }}
    >
      {copied ? t('history.copied') : t('history.tn', { tn: hash.slice(0, 10) })}
    </Button>
  );
}
