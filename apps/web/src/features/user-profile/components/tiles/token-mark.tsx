import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';

export type TokenSymbol = 'ACE' | 'DAPPX' | 'Zera' | 'EDAO' | 'ETH';

// Generated marks in the theme's token-mark colours: no maintained icon set has our tokens.
const gradientOf =
  (symbol: TokenSymbol) =>
  ({ palette: { tokenMark } }: Theme) => {
    const key = symbol.toLowerCase() as Lowercase<TokenSymbol>;
    return `linear-gradient(135deg, ${tokenMark[`${key}Start` as const]}, ${tokenMark[`${key}End` as const]})`;
  };

/** A round token mark with the symbol's first letter; decorative, the symbol is always written beside it. */
export function TokenMark({ symbol, size = 36 }: { symbol: TokenSymbol; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        background: gradientOf(symbol),
        color: 'tokenMark.letter',
        fontWeight: 800,
        fontSize: size * 0.42,
        boxShadow: ({ palette }) => `0 4px 14px ${palette.shadow.tokenMark}`,
      }}
    >
      {symbol.charAt(0)}
    </Box>
  );
}
