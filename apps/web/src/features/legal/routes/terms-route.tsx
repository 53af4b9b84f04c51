import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';
import { useLegalSections } from '../components/use-legal-sections';

// The points of the end-user licence agreement (wallet-area spec, 'Terms of Service page').
const termsSections = [
  'eligibility',
  'use',
  'accuracy',
  'licence',
  'third-party',
  'termination',
  'amendments',
  'law',
  'entire-agreement',
] as const;

/** /terms: the Terms of Service. */
export function TermsRoute() {
  const { t } = useTranslation();
  const sections = useLegalSections('terms', termsSections);
  return (
    <LegalPage
      title={t('legal.terms.title')}
      updated={t('legal.updated')}
      intro={t('legal.terms.intro')}
      sections={sections}
    />
  );
}
