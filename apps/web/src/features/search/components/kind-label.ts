import type { SearchResult } from '@dappx/shared/catalogue';

/** The translation key naming what a result is: a game, or the app's category. */
export function kindLabel(result: SearchResult): string {
  if (result.kind === 'game') return 'Games';
  return result.category === 'defi' ? 'DeFi' : result.category.toUpperCase();
}
