/** A figure's tile, on an app's page and on a phone's ranking card alike. */
export const tileSx = {
  p: 2,
  borderRadius: 3,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'surface.tinted',
  minWidth: 0,
} as const;
