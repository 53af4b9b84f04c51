import type { MarketItem, NftToken } from '@dappx/shared/marketplace';
import { formatAmount } from '@dappx/shared/amounts';
import { l2Coin, l2CoinAmount, l2CoinText } from '@dappx/shared/l2-coin';
import { priceOf, usdText } from '@dappx/shared/market-view';
import { useMarketPrices } from '@/features/prices';
import { usePageLanguage } from '@/lib/i18n';

// The market's own view of an item, shared with the server's first paint of the market's pages.
export { isAvailable, itemPath, priceOf } from '@dappx/shared/market-view';

/**
 * How the market writes what is paid, in the page's language: the coin and where it lives
 * ('0.05 ETH on IMX'), the bare amount ('0.05 ETH') and its USD value ('≈ $157.50', none while unknown).
 */
export function usePriceTexts() {
  const language = usePageLanguage();
  const { usdOf } = useMarketPrices();
  const usd = usdOf(l2Coin.symbol);
  return {
    coin: (units: bigint) => l2CoinText(units, language),
    amount: (units: bigint) => l2CoinAmount(units, language),
    usd: (units: bigint) => (usd === undefined ? undefined : usdText(units, usd)),
  };
}

/** The item as the purchase flow takes a token (its price a decimal, as buy-token answers it). */
export const tokenOf = (item: MarketItem): NftToken => ({
  _id: item.item_id,
  token_id: item.token_id,
  status: item.status,
  price: formatAmount(priceOf(item)),
  metadata: {
    name: item.name,
    description: item.description,
    image_url: item.image_url,
    asset_id: item.asset_id,
    properties: item.properties,
  },
});
