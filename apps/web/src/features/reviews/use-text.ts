import type { Review } from '@dappx/shared/reviews';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '@/lib/i18n';

/** "March", or "March 2025" for another year than this one, in the page's language. */
export function monthOf(when: string, language: string, now = new Date()) {
  const date = new Date(when);
  const year = date.getUTCFullYear() === now.getUTCFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(language, { month: 'long', year, timeZone: 'UTC' }).format(date);
}

/** How the author used the app, as the indexer counted it: "used 12 times since March". */
export function useUseText() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (use: Review['use']) =>
    use.since && use.transactions > 0
      ? t('reviews.use.since', { count: use.transactions, since: monthOf(use.since, language) })
      : t('reviews.use.none');
}
