import { pageTextOf } from '@dappx/shared/page-titles';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Language } from '@/lib/i18n';

/** The tab's title follows the page and the language (the server wrote the first one into the page). */
export function usePageTitle() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  // A layout effect runs before every page's own (passive) effects: a page that titles itself by its
  // content (a game's name) sets its title after this one, in the same commit too.
  useLayoutEffect(() => {
    document.title = pageTextOf(pathname, language).title;
  }, [pathname, language]);
}
