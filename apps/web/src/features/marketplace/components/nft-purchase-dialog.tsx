import type { MarketItem } from '@dappx/shared/marketplace';
import { useMint } from '../use-mint';
import { NftDialog } from './nft-dialog';

/** The item opened from a list, to buy: the dialog closes itself once the purchase went through. */
export function NftPurchaseDialog({ item, onClose }: { item: MarketItem | undefined; onClose: () => void }) {
  const { buying, mint } = useMint(onClose);
  return <NftDialog item={item} buying={buying} onClose={onClose} onBuy={(bought) => void mint(bought)} />;
}
