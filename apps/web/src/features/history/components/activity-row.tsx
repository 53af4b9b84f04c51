import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ActivityFee, ActivityItem } from '@dappx/shared/history';
import { formatDisplayAmount } from '@dappx/shared/amounts';
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

const directionLook = {
  in: { Icon: CallReceivedIcon, color: 'success.main', sign: '+' },
  out: { Icon: CallMadeIcon, color: 'warning.main', sign: '−' },
  within: { Icon: SwapHorizIcon, color: 'text.secondary', sign: '' },
} as const;

/** Rows summing a day (rewards, mining) show the day; every other row its time too. */
const isDaily = (row: ActivityItem) => row.id.startsWith('D');

/** The row's date (and time) in the page's language, e.g. 26 nov 2026, 14:05:09 in Spanish. */
function useDateText(row: ActivityItem) {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', {
    dateStyle: 'medium',
    ...(isDaily(row) ? { timeZone: 'UTC' } : { timeStyle: 'medium' }),
  }).format(new Date(row.date));
}

/** An amount as people read it; one too small for the 6 decimals shown reads as less than their last. */
function amountText(units: bigint, token: ActivityItem['token']) {
  const shown = formatDisplayAmount(units);
  return `${units > 0n && shown === '0' ? '<0.000001' : shown} ${symbolOfToken(token)}`;
}

/** Where the money went, in words: between two balances, into one, out of one (a withdrawal: to the wallet). */
function useMoveText(row: ActivityItem) {
  const { t } = useTranslation();
  const bucket = (name: string | null) => (name ? t(`history.bucket.${name}`) : undefined);
  const [from, to] = [bucket(row.from), bucket(row.to)];
  if (row.kind === 'withdrawal' && from) return t('history.move', { from, to: t('history.toWallet') });
  if (from && to) return t('history.move', { from, to });
  if (to) return t('history.into', { to });
  return from ? t('history.outOf', { from }) : undefined;
}

/**
 * One thing the user did: in, out or between their own balances, what it was, when, where the money
 * went, a withdrawal's state, the fees it cost (nested), its chain transaction, and the amount. A
 * pending deposit (seen on chain, not yet confirmed) reads the same, marked Pending.
 */
export function ActivityRow({ row, pending = false }: { row: ActivityItem; pending?: boolean }) {
  const { t } = useTranslation();
  const look = directionLook[row.direction];
  const when = useDateText(row);
  const move = useMoveText(row);
  const status = pending ? t('history.pending') : row.state ? t(`history.state.${row.state}`) : undefined;
  return (
    <Box
      component="li"
      data-testid="history-row"
      data-kind={row.kind}
      data-direction={row.direction}
      sx={rowSx}
    >
      <look.Icon aria-hidden="true" sx={{ mt: 0.25, color: look.color }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t(`history.kind.${row.kind}`)}
          {status ? ` · ${status}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[when, move].filter(Boolean).join(' · ')}
        </Typography>
        {isDaily(row) && row.count > 1 ? (
          <Typography variant="body2" color="text.secondary">
            {t('history.dailyCount', { count: row.count })}
          </Typography>
        ) : undefined}
        {row.fees.length > 0 ? <Fees fees={row.fees} /> : undefined}
        {row.tx_hash ? <TxHash hash={row.tx_hash} /> : undefined}
      </Box>
      <Typography
        data-testid="history-amount"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', textAlign: 'right' }}
      >
        {look.sign}
        {amountText(BigInt(row.amount), row.token)}
      </Typography>
    </Box>
  );
}

/** The fees a row paid, or got back with a refund, one line each under it. */
function Fees({ fees }: { fees: ActivityFee[] }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('history.fees')}>
      {fees.map((fee) => {
        const units = BigInt(fee.amount);
        const amount = amountText(units < 0n ? -units : units, fee.token);
        return (
          <Typography
            key={fee.token}
            component="li"
            variant="body2"
            color="text.secondary"
            data-testid="history-fee"
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {units < 0n ? t('history.feeReturned', { amount }) : t('history.fee', { amount })}
          </Typography>
        );
      })}
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
