import type { CollectionTokens } from '@dappx/shared/marketplace';
import { floorPriceText } from '@dappx/shared/market-view';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLanguage } from '@/lib/i18n';

type Collection = CollectionTokens['collection'];

/** Back to the store, and the IMX area (or its stand-in in the first paint). */
export function CollectionTopBar({ imx }: { imx: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Button component={Link} to="/" startIcon={<ArrowBackIcon />} color="inherit">
        {t('marketplace.back')}
      </Button>
      {imx}
    </Box>
  );
}

/** A collection's banner: its art behind its name and description, and its items, floor price and owners. */
export function CollectionBanner({ collection, total }: { collection: Collection; total: number }) {
  const language = usePageLanguage();
  return (
    <CollectionBannerFrame
      art={collection.image_url ? <CollectionArt src={collection.image_url} /> : undefined}
      name={collection.name}
      description={
        collection.description ? <CollectionDescription text={collection.description} /> : undefined
      }
      figures={{
        items: String(total),
        floor: floorPriceText(collection.floor_price, language),
        owners: String(collection.owners_count),
      }}
    />
  );
}

type FrameProps = {
  art: ReactNode;
  name: string;
  description: ReactNode;
  /** Each as the page shows it. */
  figures: { items: string; floor: string; owners: string };
};

/** The banner's frame with its parts given: the app's data, or the first paint's slots. */
export function CollectionBannerFrame({ art, name, description, figures }: FrameProps) {
  const { t } = useTranslation();
  const shown = [
    { label: t('marketplace.itemsFigure'), value: figures.items },
    { label: t('marketplace.floorPrice'), value: figures.floor },
    { label: t('marketplace.owners'), value: figures.owners },
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
      {art}
      <Box sx={{ position: 'relative', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>
        <Typography
          id="collection-name"
          component="h1"
          sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800 }}
        >
          {name}
        </Typography>
        {description}
        <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, m: 0, mt: 2 }}>
          {shown.map((figure) => (
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

export const CollectionArt = ({ src }: { src: string }) => (
  <Box
    component="img"
    src={src}
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
);

export const CollectionDescription = ({ text }: { text: string }) => (
  <Typography color="text.secondary" sx={{ mt: 0.5 }}>
    {text}
  </Typography>
);
