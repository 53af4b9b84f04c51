import type { MarketItem } from '@dappx/shared';
import { shortImxAddress } from '@/features/layer2';

/** Who owns an item as people read it: their username, else their short address (never "Unnamed"). */
export const ownerName = (item: Pick<MarketItem, 'owner_address' | 'owner_username'>) =>
  item.owner_username ?? (item.owner_address ? shortImxAddress(item.owner_address) : undefined);
