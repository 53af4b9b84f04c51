import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { onUnexpectedError } from '@/lib/unexpected-errors';
import type { Notice } from './notice-snackbar';

// The snackbar (with the alert, and the receipt's tooltip and its positioning library) is code most
// visits never run: it loads with the first notice instead of with the page.
const NoticeSnackbar = lazy(() =>
  import('./notice-snackbar').then((module) => ({ default: module.NoticeSnackbar })),
);

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
      {notice ? (
        <Suspense>
          <NoticeSnackbar notice={notice} open={open} onClose={close} />
        </Suspense>
      ) : undefined}
    </NotifyContext.Provider>
  );
}

export const useNotify = () => useContext(NotifyContext);
