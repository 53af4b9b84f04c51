import type { MarketItem, NftToken } from '@dappx/shared/marketplace';
import { formatAmount, formatFiat, usdValueOf } from '@dappx/shared/amounts';
import { l2CoinAmount, l2CoinText } from '@dappx/shared/l2-coin';
import { nftStatus } from '@dappx/shared/marketplace-texts';
import { useMarketPrices } from '@/features/prices';
import { usePageLanguage } from '@/lib/i18n';

export const isAvailable = (item: Pick<MarketItem, 'status'>) => item.status === nftStatus.available;

/** An item's price in base units (wei) of the layer-2's coin. */
export const priceOf = (item: Pick<MarketItem, 'price'>) => BigInt(item.price);

/**
 * How the market writes what is paid, in the page's language: the coin and where it lives
 * ('0.05 ETH on IMX'), the bare amount ('0.05 ETH') and its USD value ('≈ $157.50', none while unknown).
 */
export function usePriceTexts() {
  const language = usePageLanguage();
  const { usdOf } = useMarketPrices();
  const usd = usdOf('ETH');
  return {
    coin: (units: bigint) => l2CoinText(units, language),
    amount: (units: bigint) => l2CoinAmount(units, language),
    usd: (units: bigint) => (usd === undefined ? undefined : `≈ $${formatFiat(usdValueOf(units, usd))}`),
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

/** The page of an item, which can be linked. */
export const itemPath = (item: Pick<MarketItem, 'collection_id' | 'token_id'>) =>
  `/explore-3/${item.collection_id}/${item.token_id}`;
