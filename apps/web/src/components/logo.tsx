import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { brandGradient } from './brand';

/** A size in px, or per breakpoint (the header's mark grows from 960 px). */
type LogoSize = number | { xs: number; md: number };
const scaled = (size: LogoSize, factor: number) =>
  typeof size === 'number' ? size * factor : { xs: size.xs * factor, md: size.md * factor };

/** The DAPPX mark and word; decorative unless a label is given by the link around it. */
export function Logo({ size = 36, withWord = true }: { size?: LogoSize; withWord?: boolean }) {
  const { palette } = useTheme();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }} aria-hidden="true">
      <Box
        component="svg"
        viewBox="0 0 64 64"
        focusable="false"
        sx={{ width: scaled(size, 1), height: scaled(size, 1) }}
      >
        <defs>
          <linearGradient id="dappx-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={palette.brand.violet} />
            <stop offset="1" stopColor={palette.brand.cyan} />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={palette.background.paper} />
        <path d="M16 14h16a18 18 0 0 1 0 36H16z" fill="url(#dappx-logo)" />
        <path d="M25 23h7a9 9 0 0 1 0 18h-7z" fill={palette.background.paper} />
      </Box>
      {withWord ? (
        <Box
          component="span"
          sx={{
            fontWeight: 800,
            fontSize: scaled(size, 0.56),
            letterSpacing: '0.04em',
            background: brandGradient,
            backgroundClip: 'text',
            color: 'transparent',
          }}
        >
          DAPPX
        </Box>
      ) : undefined}
    </Box>
  );
}
