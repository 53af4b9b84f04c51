import {
  initialMarketFilters,
  l2Coin,
  linkedMarketSearch,
  marketplaceCodes,
  nftPageSize,
} from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { cached, cachedByKey } from '../../lib/cached';
import type { AppDeps, FirstPaint } from '../../lib/types';
import type { PriceSource } from '../prices';
import { collectionFirstPaint, marketFirstPaint } from './first-paint';
import { marketPage } from './market';
import { listCollectionTokens } from './service';

type Deps = Pick<AppDeps, 'db' | 'config'> & { cacheMs: number; prices: PriceSource };

// Collections a crawler or a burst of visitors may ask for at once; the store lists a handful.
const collectionCacheKeys = 500;
const collectionPath = /^\/nft-collection\/([^/]{1,100})\/?$/;

/**
 * The first paint of the NFT market and of a collection's page, from the calls the app makes on
 * arriving there (the market as it opens, a collection's first page, the market's prices): each page
 * read at most once per `cacheMs`, whatever the language, and written in the page's language.
 */
export function marketWebPages({ db, config, cacheMs, prices }: Deps): FirstPaint {
  // The market's first page as the app opens it: every collection and status, in its first order.
  const { status, sort } = initialMarketFilters('');
  const market = cached(cacheMs, () =>
    marketPage(db, config.chains, { offset: 0, limit: nftPageSize, status, sort }),
  );
  const collection = cachedByKey(cacheMs, collectionCacheKeys, (id: string) =>
    listCollectionTokens(db, config.chains, id, { offset: 0, limit: nftPageSize }).catch(unknownAsUndefined),
  );
  // The cards show USD only while the prices are known, as the app's do.
  const usdPerCoin = () =>
    prices.read().then(
      (answer) => answer[l2Coin.symbol]?.USD,
      () => undefined,
    );
  return async (pathname, language, templates, query) => {
    if (pathname === '/explore-3') {
      // A search linked from elsewhere (?search=…) opens on other items: the header alone, then the app.
      if (linkedMarketSearch(query).trim()) return undefined;
      const [page, usd] = await Promise.all([market(), usdPerCoin()]);
      return marketFirstPaint(page, { language, usdPerCoin: usd }, templates);
    }
    const id = collectionPath.exec(pathname)?.[1];
    if (!id) return undefined;
    const [tokens, usd] = await Promise.all([collection(id), usdPerCoin()]);
    return collectionFirstPaint(tokens, { language, usdPerCoin: usd }, templates);
  };
}

/** A collection the store does not have is no collection, not a failure. */
function unknownAsUndefined(error: unknown): undefined {
  if (error instanceof AppError && error.code === marketplaceCodes.invalidCollectionId) return undefined;
  throw error;
}
