import type { ChartEntry } from '@dappx/shared/catalogue';
import type { RankingsRow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';
import { WeeklyWallets } from '@/features/rankings';

const tileSx = (hidden: boolean): SxProps<Theme> => ({
  // The NFT chart's last two cards only show below 960 px (spec 2).
  display: hidden ? { xs: 'flex', md: 'none' } : 'flex',
  position: 'relative',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1.25,
  p: 2,
  pt: 3,
  minWidth: 0,
  borderRadius: '20px',
  textDecoration: 'none',
  color: 'text.primary',
  bgcolor: 'surface.tinted',
  border: 1,
  borderColor: 'divider',
  transition: 'transform .2s ease, border-color .2s ease, background-color .2s ease',
  '&:hover, &:focus-visible': {
    transform: 'translateY(-3px)',
    borderColor: 'charts.tileHoverBorder',
    bgcolor: 'charts.tileHover',
  },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
});

const rankSx: SxProps<Theme> = {
  position: 'absolute',
  top: 8,
  left: 12,
  fontSize: 12,
  fontWeight: 800,
  color: 'text.secondary',
};

const nameSx: SxProps<Theme> = {
  fontWeight: 700,
  textAlign: 'center',
  width: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** The chain's label in the chain's colours: BSC's yellow, or Ethereum's blue for the rest. */
const chainLabelSx = (bsc: boolean): SxProps<Theme> => ({
  fontSize: 11,
  fontWeight: 800,
  letterSpacing: '0.06em',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  color: bsc ? 'charts.bsc' : 'charts.eth',
  bgcolor: bsc ? 'charts.bscBackground' : 'charts.ethBackground',
});

const openSx: SxProps<Theme> = {
  fontSize: 12,
  fontWeight: 700,
  px: 1.5,
  py: 0.25,
  borderRadius: 10,
  color: 'common.white',
  background: ({ palette }) => `linear-gradient(90deg, ${palette.primary.main}, ${palette.brand.openBlue})`,
};

/**
 * One app of a chart: its logo (or long logo), rank, name and chain, and its wallets over 7 days when the
 * rankings measure it; opens the app's site in a new tab.
 */
export function ChartTile({
  entry,
  wallets,
}: {
  entry: ChartEntry;
  wallets?: RankingsRow['uaw'] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component={AppLink}
      href={entry.href}
      target="_blank"
      data-testid="chart-tile"
      aria-label={t('charts.openApp', { name: entry.name })}
      sx={tileSx(entry.hidden)}
    >
      <Typography component="span" aria-hidden sx={rankSx}>
        {String(entry.rank).padStart(2, '0')}
      </Typography>
      <ChartLogo entry={entry} />
      <Typography component="span" data-testid="chart-tile-name" sx={nameSx}>
        <Highlight text={entry.name} />
      </Typography>
      {wallets ? <WeeklyWallets uaw={wallets} /> : undefined}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {entry.currency && (
          <Box component="span" data-testid="chain-label" sx={chainLabelSx(entry.currency === 'BSC')}>
            <Highlight text={entry.currency} />
          </Box>
        )}
        <Box component="span" sx={openSx}>
          <Highlight text={t('charts.open')} />
        </Box>
      </Box>
    </Box>
  );
}

/** The app's square logo, or its long one where the chart asks for it. */
function ChartLogo({ entry }: { entry: ChartEntry }) {
  const long = entry.withLongImage && entry.image_long;
  return (
    <Box
      component="img"
      src={long || entry.image}
      alt=""
      loading="lazy"
      sx={{
        width: long ? '100%' : 72,
        maxWidth: long ? 180 : 72,
        height: 72,
        objectFit: 'contain',
        borderRadius: long ? 2 : 3,
      }}
    />
  );
}
