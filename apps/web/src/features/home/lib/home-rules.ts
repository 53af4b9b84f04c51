/** Banners come in en, es and pt, picked by the first two letters of the browser language (spec, section 1). */
export function bannerLanguage(browserLanguage: string | undefined): 'en' | 'es' | 'pt' {
  const code = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return code === 'es' || code === 'pt' ? code : 'en';
}

/** News dates as YYYY-MM-DD (spec, section 9), in UTC so every visitor sees the same day. */
export function newsDate(pubDate: string): string {
  const date = new Date(pubDate);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The store's own web3 browser marks itself in its user agent or on the window. */
export function isSpecialBrowser(userAgent: string, flags: { dappx?: unknown } = {}): boolean {
  return /\bDAPPX\b/i.test(userAgent) || Boolean(flags.dappx);
}

/** Below 960 px the Weekly Top 15 shows five cards until 'View More' (spec, section 2). */
export const weeklyTopCollapsed = 5;
export function visibleWeeklyTop<T>(items: T[], narrow: boolean, expanded: boolean): T[] {
  return narrow && !expanded ? items.slice(0, weeklyTopCollapsed) : items;
}
