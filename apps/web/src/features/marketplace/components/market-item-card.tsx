import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MarketItem } from '../market-items';
import { isAvailable, priceText } from '../token-view';
import { tokenOf } from '../market-items';
import { cardFrameSx } from './card-frame';

/**
 * One item of the market: image, name, collection, price, available or sold, and its owner's username.
 * A card in the grid; on phones a row of a one-column list.
 */
export function MarketItemCard({ item, onOpen }: { item: MarketItem; onOpen: () => void }) {
  const { t } = useTranslation();
  const token = tokenOf(item);
  const available = isAvailable(token);
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
          {item.category}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {item.name}
        </Typography>
        <Typography data-testid="market-price" sx={{ fontWeight: 800 }}>
          {priceText(token)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 'auto', minWidth: 0 }}>
          <Chip
            size="small"
            label={available ? t('marketplace.available') : t('marketplace.sold')}
            color={available ? 'success' : 'default'}
            sx={{ fontWeight: 700 }}
          />
          <Typography variant="caption" color="text.secondary" noWrap title={item.owner}>
            {t('marketplace.ownedBy', { owner: item.owner ?? '…' })}
          </Typography>
        </Box>
      </Box>
    </ButtonBase>
  );
}
