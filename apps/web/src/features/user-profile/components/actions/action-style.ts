/**
 * Outlined actions and links on the dark cards use the theme's light violet: the main violet is too dark
 * for text there (WCAG AA contrast).
 */
export const outlinedActionSx = {
  color: 'primary.light',
  borderColor: 'rgba(164,139,255,0.45)',
  '&:hover': { borderColor: 'primary.light' },
} as const;

export const lightLinkSx = { color: 'primary.light' } as const;
