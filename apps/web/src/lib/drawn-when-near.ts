/**
 * Styles for a block below a phone's first screen: the browser skips its style, layout and paint until
 * it comes near the screen (painting the games page's lower grids was the longest task of its first
 * load on a slow phone), holding its place meanwhile at `heightGuess` pixels, then at its real height
 * once drawn. Its content stays in the page for search, links and screen readers.
 */
export const drawnWhenNear = (heightGuess: number) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${Math.round(heightGuess)}px`,
});
