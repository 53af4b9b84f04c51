import type { Theme } from '@mui/material/styles';

/**
 * The Connect Wallet button's look, shared by the real button (wallet-connect feature) and the light
 * stand-in the header shows until the sign-in code is wanted, so the two cannot drift apart.
 */
export const connectWalletButtonSx = (compact: boolean) => ({
  borderRadius: 999,
  px: compact ? 1.5 : 2.5,
  whiteSpace: 'nowrap',
  // The header's compact button keeps its padding in every language ('Conectar Carteira' is the longest):
  // it never shrinks below its text, which is set a little smaller instead.
  flexShrink: 0,
  ...(compact ? { fontSize: 13, minWidth: 0 } : {}),
  background: ({ palette }: Theme) =>
    `linear-gradient(135deg, ${palette.primary.main} 0%, ${palette.brand.connectBlue} 60%, ${palette.brand.connectTeal} 100%)`,
  boxShadow: ({ palette }: Theme) => `0 8px 24px ${palette.glow.connect}`,
  '&:hover': { boxShadow: ({ palette }: Theme) => `0 10px 30px ${palette.glow.connectHover}` },
});
