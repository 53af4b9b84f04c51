import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyInfoDialog } from '@/components/dialogs/lazy-info-dialog';
import { startApiLoading } from '@/lib/api-loading';
import { checkIp, lookUpIp } from '../api/check-ip';
import { isSpecialBrowser } from '../lib/home-rules';

const spinnerAfterFailureMs = 2_000;

/**
 * A game slide's Start (storefront spec, section 4): inside the DAPPX browser the visitor's address is
 * looked up and reported; anywhere else the 'Important!' notice explains where the game runs.
 */
export function useStartClick() {
  const { t } = useTranslation();
  const [importantOpen, setImportantOpen] = useState(false);
  // The notice is rare (Start outside the DAPPX browser), so its dialog code loads on first use; once
  // shown it stays mounted, so closing it plays its exit transition.
  const [importantShown, setImportantShown] = useState(false);

  const start = useCallback(async () => {
    if (!isSpecialBrowser(navigator.userAgent, window as { dappx?: unknown })) {
      setImportantOpen(true);
      setImportantShown(true);
      return;
    }
    const stop = startApiLoading();
    try {
      const { ip } = await lookUpIp();
      await checkIp(ip);
      stop();
    } catch (error) {
      console.error('check-ip failed', error);
      window.alert(t('home.setflagDown'));
      setTimeout(stop, spinnerAfterFailureMs);
    }
  }, [t]);

  const importantDialog = importantShown ? (
    <Suspense>
      <LazyInfoDialog
        open={importantOpen}
        onClose={() => setImportantOpen(false)}
        title={t('home.importantTitle')}
        text={t('home.importantText')}
        buttonLabel={t('home.importantOk')}
      />
    </Suspense>
  ) : undefined;
  return { start, importantDialog };
}
