/**
 * The Connect Wallet button's look, shared by the real button (wallet-connect feature) and the light
 * stand-in the header shows until the sign-in code is wanted, so the two cannot drift apart.
 */
export const connectWalletButtonSx = (compact: boolean) => ({
  borderRadius: 999,
  px: compact ? 1.5 : 2.5,
  whiteSpace: 'nowrap',
  background: 'linear-gradient(135deg, #7350ff 0%, #4f7dff 60%, #1fb8e0 100%)',
  boxShadow: '0 8px 24px rgba(115,80,255,0.35)',
  '&:hover': { boxShadow: '0 10px 30px rgba(115,80,255,0.5)' },
});
