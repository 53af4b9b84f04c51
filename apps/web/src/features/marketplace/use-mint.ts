import type { NftToken } from '@dappx/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storefrontHideMs, walletHideMs } from '@/components/notice-durations';
import { useNotify } from '@/components/notifications';
import { purchaseNft } from './purchase';

/**
 * Buying a token, from a collection's page or the market: the purchase flow, then the marketplace's
 * lists refreshed (sold now, or taken by someone else meanwhile) and the outcome told in a notice.
 */
export function useMint(onPurchased: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState(false);

  const mint = async (token: NftToken) => {
    setBuying(true);
    const result = await purchaseNft(token);
    setBuying(false);
    if (result.outcome === 'connect') return;
    if (result.outcome === 'purchased') onPurchased();
    void queryClient.invalidateQueries({ queryKey: ['marketplace'] });
    const receipt = result.outcome === 'purchased' ? result.receipt : undefined;
    notify({
      severity: result.outcome === 'purchased' ? 'success' : 'warning',
      message: t(result.message),
      receipt,
      // Long enough to reach the receipt's explorer link.
      hideAfterMs: receipt ? storefrontHideMs : walletHideMs,
    });
  };
  return { buying, mint };
}
