import type { CollectionTokens } from '@dappx/shared/marketplace';
import { unitsOf } from '@dappx/shared/amounts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePriceTexts } from '../price-view';

type Collection = CollectionTokens['collection'];

/** A collection's banner: its art behind its name and description, and its items, floor price and owners. */
export function CollectionBanner({ collection, total }: { collection: Collection; total: number }) {
  const { t } = useTranslation();
  const prices = usePriceTexts();
  const floor = collection.floor_price === null ? undefined : unitsOf(collection.floor_price);
  const figures = [
    { label: t('marketplace.itemsFigure'), value: String(total) },
    { label: t('marketplace.floorPrice'), value: floor === undefined ? '—' : prices.coin(floor) },
    { label: t('marketplace.owners'), value: String(collection.owners_count) },
  ];
  return (
    <Box
      component="section"
      aria-labelledby="collection-name"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: { xs: 3, md: 5 },
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        mb: 3,
      }}
    >
      {collection.image_url ? (
        <Box
          component="img"
          src={collection.image_url}
          alt=""
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            opacity: 0.25,
            filter: 'blur(6px)',
          }}
        />
      ) : undefined}
      <Box sx={{ position: 'relative', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
        <Typography
          id="collection-name"
          component="h1"
          sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}
        >
          {collection.name}
        </Typography>
        {collection.description ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {collection.description}
          </Typography>
        ) : undefined}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, m: 0, mt: 2 }}>
          {figures.map((figure) => (
            <Box key={figure.label}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {figure.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800 }}>
                {figure.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
