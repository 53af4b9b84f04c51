import { shortAddress } from '@dappx/shared/addresses';
import type { MarketItem } from '@dappx/shared/marketplace';

/** Who owns an item as people read it: their username, else their short address (never "Unnamed"). */
export const ownerName = (item: Pick<MarketItem, 'owner_address' | 'owner_username'>) =>
  item.owner_username ?? (item.owner_address ? shortAddress(item.owner_address) : undefined);
