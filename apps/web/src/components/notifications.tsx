import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { storefrontHideMs } from './notice-durations';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onUnexpectedError } from '@/lib/unexpected-errors';
import type { Receipt } from '@/lib/wallet/receipt';
import { ReceiptLine } from './dialogs/receipt-view';

type Notice = {
  severity: 'success' | 'warning' | 'error' | 'info';
  message: string;
  /** The transaction an on-chain action sent, shown under the message with its explorer link. */
  receipt?: Receipt;
  /** The storefront hides its snackbars after 6 s; the wallet area's after 2 s (wallet-area spec, section 9). */
  hideAfterMs?: number;
};

type Notify = (notice: Notice) => void;

const NotifyContext = createContext<Notify>(() => {});

/** Snackbars top right, success or warning, hidden after 6 s (storefront spec, section 2) unless told otherwise. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  // The last notice stays while the snackbar slides out, so it never flashes empty.
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const notify = useCallback<Notify>((next) => {
    setNotice({ ...next, id: Date.now() });
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => notify, [notify]);
  const { t } = useTranslation();
  // A failure no screen handled (see lib/unexpected-errors) gets one friendly sentence.
  useEffect(
    () => onUnexpectedError(() => notify({ severity: 'error', message: t('somethingWentWrong') })),
    [notify, t],
  );

  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={notice?.id}
        open={open && notice !== null}
        autoHideDuration={notice?.hideAfterMs ?? storefrontHideMs}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={close} sx={{ width: '100%' }}>
          {notice?.message}
          {notice?.receipt ? <ReceiptLine receipt={notice.receipt} /> : undefined}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
