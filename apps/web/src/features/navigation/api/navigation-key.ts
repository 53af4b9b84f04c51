import type { Language } from '@/lib/i18n';

/** The menu and footer's query key, per language; apart so readers of the cache need not load the call. */
export const navigationKey = (language: Language) => ['catalogue', 'navigation', language] as const;
