import { translateServerText } from '@dappx/shared/server-texts';
import { useTranslation } from 'react-i18next';

/** The store's English texts (the schemas' and the server's) in the page's language. */
export function useServerText() {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? 'en') as 'en' | 'es' | 'pt';
  return (text: string | undefined) => (text === undefined ? undefined : translateServerText(text, language));
}
