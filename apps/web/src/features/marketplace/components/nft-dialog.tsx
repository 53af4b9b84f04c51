import type { MarketItem } from '@dappx/shared/marketplace';
import { AppDialog } from '@/components/dialogs/app-dialog';
import { BuyPanel } from './buy-panel';
import { ItemDetails } from './item-details';

type Props = {
  item: MarketItem | undefined;
  buying: boolean;
  onClose: () => void;
  onBuy: (item: MarketItem) => void;
};

/** An item's details and its purchase: Buy for <price>, a confirmation, then the wallet; SOLD once sold. */
export function NftDialog({ item, buying, onClose, onBuy }: Props) {
  return (
    <AppDialog
      open={item !== undefined}
      onClose={buying ? () => undefined : onClose}
      title={item?.name ?? ''}
      maxWidth="sm"
      actions={item ? <BuyPanel key={item.item_id} item={item} buying={buying} onBuy={onBuy} /> : undefined}
    >
      {item ? <ItemDetails item={item} linkToPage /> : null}
    </AppDialog>
  );
}
