import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import { shortAddress } from '@dappx/shared/addresses';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@/lib/wallet/receipt';

const copiedForMs = 2_000;

function CopyHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const label = copied ? t('receipt.copied') : t('receipt.copy');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        color="inherit"
        aria-label={label}
        onClick={() => void navigator.clipboard?.writeText(hash).then(() => setCopied(true))}
      >
        <ContentCopyRoundedIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The transaction an on-chain action sent: its shortened hash (copyable whole) and, where the chain
 * has an explorer, a link to its page there in a new tab. In the colours of what holds it (a snackbar).
 */
export function ReceiptLine({ receipt, centered = false }: { receipt: Receipt; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="receipt"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: centered ? 'center' : 'flex-start',
        columnGap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Typography variant="body2">{t('receipt.transaction')}</Typography>
        <Typography variant="body2" title={receipt.hash} sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {shortAddress(receipt.hash)}
        </Typography>
        <CopyHash hash={receipt.hash} />
      </Box>
      {receipt.explorerLink ? (
        <Link
          href={receipt.explorerLink}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          {t('receipt.viewOnExplorer')}
          <OpenInNewRoundedIcon aria-hidden="true" sx={{ fontSize: 16 }} />
        </Link>
      ) : undefined}
    </Box>
  );
}

/** The receipt on a dialog's success step, in a tinted box between the message and OK. */
export function ReceiptView({ receipt }: { receipt: Receipt }) {
  return (
    <Box sx={{ width: '100%', px: 2, py: 1, borderRadius: 2, bgcolor: 'surface.tinted' }}>
      <ReceiptLine receipt={receipt} centered />
    </Box>
  );
}
