import type { FooterLink } from '@dappx/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { usePageLanguage } from '@/lib/i18n';
import { navigationKey } from './navigation-key';

/**
 * The store's support address: the footer's first mail contact, as editors set it in the catalogue.
 * Read from what the layout already loaded (every page's footer asks for it), so a dialog that needs it
 * does not bring the catalogue's call along; undefined before the footer's links arrive.
 */
export function useSupportEmail(): string | undefined {
  const language = usePageLanguage();
  const navigation = useQueryClient().getQueryData<{ footer: FooterLink[] }>(navigationKey(language));
  const mail = navigation?.footer.find((link) => link.kind === 'contact' && link.href.startsWith('mailto:'));
  return mail?.href.slice('mailto:'.length);
}
