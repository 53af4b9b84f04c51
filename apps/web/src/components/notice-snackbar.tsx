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
};

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
    >
      <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {notice.message}
        {notice.receipt ? <ReceiptLine receipt={notice.receipt} /> : undefined}
      </Alert>
    </Snackbar>
  );
}
