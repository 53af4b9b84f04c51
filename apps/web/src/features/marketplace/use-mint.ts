import type { MarketItem } from '@dappx/shared/marketplace';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storefrontHideMs, walletHideMs } from '@/components/notice-durations';
import { useNotify } from '@/components/notifications';
import { imxBalanceKey } from '@/features/layer2';
import { priceOf, tokenOf, usePriceTexts } from './price-view';
import { purchaseNft } from './purchase';

/**
 * Buying a token, from a collection's page or the market: the purchase flow, then the marketplace's
 * lists refreshed (sold now, or taken by someone else meanwhile) and the outcome told in a notice.
 */
export function useMint(onPurchased: () => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const prices = usePriceTexts();
  const [buying, setBuying] = useState(false);

  const mint = async (item: MarketItem) => {
    setBuying(true);
    const result = await purchaseNft(tokenOf(item));
    setBuying(false);
    if (result.outcome === 'connect') return;
    if (result.outcome === 'purchased') onPurchased();
    // The lists keep showing their last answer while they reload (no empty flash).
    void queryClient.invalidateQueries({ queryKey: ['marketplace'] });
    void queryClient.invalidateQueries({ queryKey: imxBalanceKey });
    const receipt = result.outcome === 'purchased' ? result.receipt : undefined;
    notify({
      severity: result.outcome === 'purchased' ? 'success' : 'warning',
      // What was paid, in the coin paid, beside the spec's words.
      message: receipt
        ? t('marketplace.purchasedFor', { message: t(result.message), price: prices.coin(priceOf(item)) })
        : t(result.message),
      receipt,
      // Long enough to reach the receipt's explorer link.
      hideAfterMs: receipt ? storefrontHideMs : walletHideMs,
    });
  };
  return { buying, mint };
}
