import type { ChartEntry } from '@dappx/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/app-link';
import { Highlight } from '@/components/highlight';

/** One app of a chart: its logo (or long logo), rank, name and chain; opens the app's site in a new tab. */
export function ChartTile({ entry }: { entry: ChartEntry }) {
  const { t } = useTranslation();
  const long = entry.withLongImage && entry.image_long;
  return (
    <Box
      component={AppLink}
      href={entry.href}
      target="_blank"
      data-testid="chart-tile"
      aria-label={t('charts.openApp', { name: entry.name })}
      sx={{
        // The NFT chart's last two cards only show below 960 px (spec 2).
        display: entry.hidden ? { xs: 'flex', md: 'none' } : 'flex',
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
        bgcolor: 'rgba(255,255,255,0.04)',
        border: '1px solid rgba(255,255,255,0.08)',
        transition: 'transform .2s ease, border-color .2s ease, background-color .2s ease',
        '&:hover, &:focus-visible': {
          transform: 'translateY(-3px)',
          borderColor: 'rgba(115,80,255,0.7)',
          bgcolor: 'rgba(115,80,255,0.1)',
        },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{
          position: 'absolute',
          top: 8,
          left: 12,
          fontSize: 12,
          fontWeight: 800,
          color: 'text.secondary',
        }}
      >
        {String(entry.rank).padStart(2, '0')}
      </Typography>
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
      <Typography
        component="span"
        data-testid="chart-tile-name"
        sx={{
          fontWeight: 700,
          textAlign: 'center',
          width: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        <Highlight text={entry.name} />
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
        {entry.currency && (
          <Box
            component="span"
            data-testid="chain-label"
            sx={{
              fontSize: 11,
              fontWeight: 800,
              letterSpacing: '0.06em',
              px: 1,
              py: 0.25,
              borderRadius: 1,
              color: entry.currency === 'BSC' ? '#f3ba2f' : '#a7b4ff',
              bgcolor: entry.currency === 'BSC' ? 'rgba(243,186,47,0.14)' : 'rgba(98,126,234,0.2)',
            }}
          >
            <Highlight text={entry.currency} />
          </Box>
        )}
        <Box
          component="span"
          sx={{
            fontSize: 12,
            fontWeight: 700,
            px: 1.5,
            py: 0.25,
            borderRadius: 10,
            color: '#fff',
            background: 'linear-gradient(90deg, #7350ff, #21a4fd)',
          }}
        >
          <Highlight text={t('charts.open')} />
        </Box>
      </Box>
    </Box>
  );
}
