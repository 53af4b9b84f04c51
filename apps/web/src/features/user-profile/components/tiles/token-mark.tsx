import Box from '@mui/material/Box';

export type TokenSymbol = 'ACE' | 'DAPPX' | 'Zera' | 'EDAO' | 'ETH';

// Generated marks in the theme's accents: no maintained icon set has our tokens.
const gradients: Record<TokenSymbol, string> = {
  ACE: 'linear-gradient(135deg, #7350ff, #21d4fd)',
  DAPPX: 'linear-gradient(135deg, #ff7ab6, #7350ff)',
  Zera: 'linear-gradient(135deg, #3ddc97, #21d4fd)',
  EDAO: 'linear-gradient(135deg, #ffc35c, #ff6b7a)',
  ETH: 'linear-gradient(135deg, #8a92b2, #454a75)',
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
        background: gradients[symbol],
        color: '#0b0d17',
        fontWeight: 800,
        fontSize: size * 0.42,
        boxShadow: '0 4px 14px rgba(0,0,0,0.35)',
      }}
    >
      {symbol.charAt(0)}
    </Box>
  );
}
