import type { MarketItem } from '@dappx/shared/marketplace';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useImxWallet } from '@/features/layer2';
import { isAvailable, itemPath, priceOf, usePriceTexts } from '../price-view';
import { ownerName } from '@dappx/shared/market-view';

/** What the item dialog and the item's page show: picture, price, the buyer's balance, owner, traits. */
export function ItemDetails({ item, linkToPage }: { item: MarketItem; linkToPage?: boolean }) {
  const { t } = useTranslation();
  const prices = usePriceTexts();
  const imx = useImxWallet();
  const price = priceOf(item);
  const owner = ownerName(item);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
      <Box
        component="img"
        src={item.image_url}
        alt={item.name}
        width={400}
        height={400}
        sx={{ width: '100%', height: 'auto', aspectRatio: '1', borderRadius: 3, display: 'block' }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {item.collection_name} · {item.asset_id}
        </Typography>
        <Typography data-testid="item-price" sx={{ fontWeight: 800, fontSize: 20 }}>
          {prices.coin(price)}
        </Typography>
        {prices.usd(price) ? (
          <Typography variant="caption" color="text.secondary">
            {prices.usd(price)}
          </Typography>
        ) : undefined}
        {imx.address && imx.balance !== undefined ? (
          <Typography variant="body2" data-testid="buyer-balance">
            {t('marketplace.yourBalance', { balance: prices.coin(imx.balance) })}
          </Typography>
        ) : undefined}
        {owner ? (
          <Typography variant="body2" color="text.secondary" title={item.owner_address ?? ''}>
            {t('marketplace.ownedBy', { owner })}
          </Typography>
        ) : undefined}
        <Typography variant="body2">{item.description}</Typography>
        <Properties item={item} />
        {linkToPage ? (
          <Link component={RouterLink} to={itemPath(item)} variant="body2">
            {t('marketplace.openItemPage')}
          </Link>
        ) : undefined}
      </Box>
    </Box>
  );
}

function Properties({ item }: { item: MarketItem }) {
  const { t } = useTranslation();
  // ZEP tokens' traits are generated at mint: until then the spec shows 'Mint Generated'.
  const hidden = isAvailable(item) && item.collection_symbol === 'ZEP';
  return (
    <>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15, mt: 1 }}>
        {t('marketplace.properties')}
      </Typography>
      {hidden ? (
        <Typography variant="body2" color="text.secondary">
          {t('marketplace.mintGenerated')}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
        >
          {Object.entries(item.properties).map(([name, value]) => (
            <Box key={name} sx={{ p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: 14 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
