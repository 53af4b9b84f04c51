import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { ReceiptLine } from './dialogs/receipt-view';
import type { Receipt } from '@/lib/wallet/receipt';
import { storefrontHideMs } from './notice-durations';

export type Notice = {
  severity: 'success' | 'warning' | 'error' | 'info';
  message: string;
  /** The transaction an on-chain action sent, shown under the message with its explorer link. */
  receipt?: Receipt;
  /** The storefront hides its snackbars after 6 s; the wallet area's after 2 s (wallet-area spec, section 9). */
  hideAfterMs?: number;
  /** Shown under the header rather than over its buttons (a notice the page opens with, e.g. a mail link's). */
  belowHeader?: boolean;
};

// The header is MUI's toolbar (56 px on phones, 64 px from `sm`) and its 1 px border; a little air under it.
const belowHeaderSx = { top: { xs: 65 + 8, sm: 65 + 16 } };

/** The snackbar top right with the last notice; loaded with the first notice (see NotificationsProvider). */
export function NoticeSnackbar({
  notice,
  open,
  onClose,
}: {
  notice: Notice & { id: number };
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={notice.id}
      open={open}
      autoHideDuration={notice.hideAfterMs ?? storefrontHideMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      sx={notice.belowHeader ? belowHeaderSx : undefined}
    >
      <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {notice.message}
        {notice.receipt ? <ReceiptLine receipt={notice.receipt} /> : undefined}
      </Alert>
    </Snackbar>
  );
}
