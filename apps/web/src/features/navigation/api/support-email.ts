import type { FooterLink } from '@dappx/shared/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { usePageLanguage } from '@/lib/i18n';
import { navigationKey } from './navigation-key';

/**
 * The store's support address: the footer's first mail contact, as editors set it in the catalogue.
 * It watches the cache the layout fills (every page's footer asks for it) rather than observing the
 * query, so a dialog that needs it neither brings the catalogue's call along nor changes that query's
 * options. It is undefined until the footer's links arrive, and the caller renders again when they
 * do: a message shown before then gains the address.
 */
export function useSupportEmail(): string | undefined {
  const language = usePageLanguage();
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const read = useCallback(() => {
    const navigation = cache.find<{ footer: FooterLink[] }>({
      queryKey: navigationKey(language),
      exact: true,
    });
    const mail = navigation?.state.data?.footer.find(
      (link) => link.kind === 'contact' && link.href.startsWith('mailto:'),
    );
    return mail?.href.slice('mailto:'.length);
  }, [cache, language]);
  return useSyncExternalStore(subscribe, read);
}
