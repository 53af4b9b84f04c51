import { useTranslation } from 'react-i18next';
import type { LegalSection } from './legal-page';

/** The translated sections of one legal text; their ids double as the page's anchors. */
export function useLegalSections(page: 'terms' | 'disclaimer', ids: readonly string[]): LegalSection[] {
  const { t } = useTranslation();
  return ids.map((id) => ({
    id,
    heading: t(`legal.${page}.${id}.heading`),
    body: t(`legal.${page}.${id}.body`),
  }));
}
