import type { HomeCatalogue } from '@dappx/shared/catalogue';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { SectionTitleRow } from '@/components/section-title';

type HotTileData = HomeCatalogue['hot'][number];

/**
 * Four tiles, four a row on desktop and two on small screens: the AI site, NFT, games and exchange charts;
 * beside its title, the way to the rankings.
 */
export function WhatsHot({ tiles }: { tiles: HomeCatalogue['hot'] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="whats-hot">
      <SectionTitleRow id="whats-hot" title={t("WHAT'S HOT")}>
        {/* Beside the editors' charts, the apps as measured by their use. */}
        <Link
          component={RouterLink}
          to="/rankings"
          data-testid="home-rankings"
          sx={{ fontWeight: 700, mb: { xs: 2, md: 3 } }}
        >
          <Highlight text={t('home.rankings')} /> →
        </Link>
      </SectionTitleRow>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, md: 2.5 },
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
        }}
      >
        {tiles.map((tile) => (
          <HotTile key={tile._id} tile={tile} />
        ))}
      </Box>
    </Box>
  );
}

/** One tile: its picture, zoomed a little on hover or focus, with its name over a fade at the bottom. */
function HotTile({ tile }: { tile: HotTileData }) {
  return (
    <Box
      component={AppLink}
      href={tile.href}
      target={tile.external ? '_blank' : undefined}
      data-tile={tile._id}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 4,
        overflow: 'hidden',
        display: 'block',
        color: 'common.white',
        textDecoration: 'none',
        border: 1,
        borderColor: 'divider',
        '& img': { transition: 'transform 0.4s' },
        '&:hover img, &:focus-visible img': { transform: 'scale(1.06)' },
      }}
    >
      <Box
        component="img"
        src={tile.image}
        alt=""
        // Below the hero: its banner, the page's largest paint, comes first.
        fetchPriority="low"
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: ({ palette }) => `linear-gradient(180deg, transparent 40%, ${palette.scrim.imageFade})`,
        }}
      />
      <Typography
        sx={{
          position: 'absolute',
          left: 16,
          bottom: 12,
          fontWeight: 800,
          fontSize: { xs: 16, md: 20 },
        }}
      >
        <Highlight text={tile.name} />
      </Typography>
    </Box>
  );
}
