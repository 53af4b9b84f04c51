import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';
import { useLegalSections } from '../components/use-legal-sections';

// Use at own risk, as-is, no liability for lost digital assets (wallet-area spec, 'Disclaimer page').
const disclaimerSections = ['own-risk', 'as-is', 'digital-assets'] as const;

/** /disclaimer: the Disclaimer. */
export function DisclaimerRoute() {
  const { t } = useTranslation();
  const sections = useLegalSections('disclaimer', disclaimerSections);
  return (
    <LegalPage
      title={t('legal.disclaimer.title')}
      updated={t('legal.updated')}
      intro={t('legal.disclaimer.intro')}
      sections={sections}
    />
  );
}
