/**
 * A list whose table scrolls inside its card on a phone instead of widening the page: a flex item's
 * width starts at its content's, so the list's main column must be allowed below it.
 */
export const tableScrollsAlone = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;
