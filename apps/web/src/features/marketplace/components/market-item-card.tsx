import type { MarketItem } from '@dappx/shared/marketplace';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/status-badge';
import { isAvailable, priceOf, usePriceTexts } from '../price-view';
import { cardFrameSx } from './card-frame';
import { ownerName } from './owner-name';

/**
 * One item of the market or of a collection: image, name, collection, price in the coin paid and its USD
 * value, available or sold, and its owner. A card in the grid; on phones a row of a one-column list.
 */
export function MarketItemCard({ item, onOpen }: { item: MarketItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const prices = usePriceTexts();
  const available = isAvailable(item);
  const owner = ownerName(item);
  const usd = prices.usd(priceOf(item));
  return (
    <ButtonBase onClick={onOpen} aria-label={item.name} sx={cardFrameSx({ xs: 'row', sm: 'column' })}>
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
          {prices.coin(priceOf(item))}
        </Typography>
        {usd ? (
          <Typography variant="caption" color="text.secondary">
            {usd}
          </Typography>
        ) : undefined}
        {owner ? (
          <Typography variant="caption" color="text.secondary" title={item.owner_address ?? ''}>
            {t('marketplace.ownedBy', { owner })}
          </Typography>
        ) : undefined}
        <Box sx={{ mt: 'auto', pt: 0.5 }}>
          <StatusBadge tone={available ? 'success' : 'neutral'}>
            {available ? t('marketplace.available') : t('marketplace.sold')}
          </StatusBadge>
        </Box>
      </Box>
    </ButtonBase>
  );
}
