import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDisplayAmount, formatFiat } from '@dappx/shared/amounts';

type BalanceTileProps = {
  label: ReactNode;
  units: bigint;
  symbol: string;
  /** The USD value in base units of a dollar, when the token has a price. */
  usd?: bigint;
  /** Highlights the tile that carries a page's headline figure. */
  accent?: boolean;
  /** While the figure is still being read: the tile says so (aria-busy) instead of passing 0 off as real. */
  pending?: boolean;
};

/** One labelled balance: 6 decimals with the symbol, and its USD value to 2 decimals when priced. */
export function BalanceTile({
  label,
  units,
  symbol,
  usd,
  accent = false,
  pending = false,
}: BalanceTileProps) {
  return (
    <Box
      role="group"
      aria-label={typeof label === 'string' ? label : undefined}
      aria-busy={pending}
      sx={{
        p: 2.5,
        minWidth: 0,
        borderRadius: 3,
        border: 1,
        borderColor: accent ? 'border.accent' : 'divider',
        background: ({ palette }) =>
          accent
            ? `linear-gradient(135deg, ${palette.glow.accentTileStart}, ${palette.glow.accentTileEnd})`
            : palette.surface.raised,
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 0.75, display: 'flex', gap: 0.5 }}
        component="div"
      >
        {label}
      </Typography>
      <Typography
        sx={{
          fontSize: { xs: 20, md: 22 },
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          overflowWrap: 'anywhere',
          lineHeight: 1.3,
          opacity: pending ? 0.4 : 1,
          transition: 'opacity 200ms',
        }}
      >
        {formatDisplayAmount(units)}{' '}
        <Box component="span" sx={{ fontSize: 14, fontWeight: 600, color: 'text.secondary' }}>
          {symbol}
        </Box>
      </Typography>
      {usd === undefined ? undefined : (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}
        >
          ≈ ${formatFiat(usd)} USD
        </Typography>
      )}
    </Box>
  );
}

/** Tiles side by side on wide screens, stacked on phones. */
export function TileGrid({ children, columns = 2 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, 1fr)`,
          lg: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}
