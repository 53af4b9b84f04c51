import type { MarketItem } from '@dappx/shared/marketplace';
import { ownerName } from '@dappx/shared/market-view';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { isAvailable, priceOf, usePriceTexts } from '../price-view';
import { itemCardSx } from './market-sx';

/**
 * One item of the market or of a collection: image, name, collection, price in the coin paid and its USD
 * value, available or sold, and its owner. A card in the grid; on phones a row of a one-column list.
 */
export function MarketItemCard({ item, onOpen }: { item: MarketItem; onOpen: () => void }) {
  const prices = usePriceTexts();
  const owner = ownerName(item);
  const usd = prices.usd(priceOf(item));
  return (
    <ButtonBase onClick={onOpen} aria-label={item.name} sx={itemCardSx}>
      <MarketItemCardContent
        item={item}
        price={prices.coin(priceOf(item))}
        usd={usd ? <ItemUsd usd={usd} /> : undefined}
        owner={owner ? <ItemOwner owner={owner} address={item.owner_address ?? ''} /> : undefined}
        status={<ItemStatus available={isAvailable(item)} />}
      />
    </ButtonBase>
  );
}

type ContentProps = {
  item: Pick<MarketItem, 'image_url' | 'collection_name' | 'name' | 'price'>;
  /** The price in the coin paid, as the page's language writes it. */
  price: string;
  usd: ReactNode;
  owner: ReactNode;
  status: ReactNode;
};

/** A card's art and texts, the same whether the card opens the purchase dialog or links to the item's page. */
export function MarketItemCardContent({ item, price, usd, owner, status }: ContentProps) {
  return (
    <>
      <Box
        component="img"
        src={item.image_url}
        alt=""
        loading="lazy"
        width={400}
        height={400}
        sx={{
          width: { xs: 104, sm: '100%' },
          height: { xs: 104, sm: 'auto' },
          aspectRatio: '1',
          flexShrink: 0,
          display: 'block',
          bgcolor: 'placeholder.nft',
        }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0, flex: 1 }}>
        <Typography variant="caption" color="text.secondary" noWrap>
          {item.collection_name}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {item.name}
        </Typography>
        <Typography data-testid="market-price" data-wei={item.price} sx={{ fontWeight: 800 }}>
          {price}
        </Typography>
        {usd}
        {owner}
        {/* A flex box: the badge's line then takes no height from the card's font, the same in a button and a link. */}
        <Box sx={{ mt: 'auto', pt: 0.5, display: 'flex' }}>{status}</Box>
      </Box>
    </>
  );
}

/** The price's USD value, while the market's prices are known. */
export const ItemUsd = ({ usd }: { usd: string }) => (
  <Typography variant="caption" color="text.secondary">
    {usd}
  </Typography>
);

export function ItemOwner({ owner, address }: { owner: string; address: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" title={address}>
      {t('marketplace.ownedBy', { owner })}
    </Typography>
  );
}

export function ItemStatus({ available }: { available: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={available ? 'success' : 'neutral'}>
      {available ? t('marketplace.available') : t('marketplace.sold')}
    </StatusBadge>
  );
}
