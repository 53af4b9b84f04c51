/** The wallet area's card surface: bordered, rounded, its parts stacked. */
export const walletCard = {
  borderRadius: 4,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  display: 'flex',
  flexDirection: 'column',
} as const;
