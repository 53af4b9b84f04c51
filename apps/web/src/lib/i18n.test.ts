import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, detectLanguage, i18next } from './i18n';

describe('language', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await changeLanguage('en');
    window.localStorage.clear();
  });

  const browserLanguage = (tag: string) => vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);

  it('takes the browser language by its first two letters', () => {
    browserLanguage('pt-BR');
    expect(detectLanguage()).toBe('pt');
  });

  it('falls back to English for any other language', () => {
    browserLanguage('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it('prefers the visitor’s saved choice over the browser', () => {
    browserLanguage('pt-BR');
    window.localStorage.setItem('language', 'es');
    expect(detectLanguage()).toBe('es');
  });

  it('ignores a saved value that is not one of ours', () => {
    browserLanguage('es-MX');
    window.localStorage.setItem('language', 'de');
    expect(detectLanguage()).toBe('es');
  });

  it('loads Spanish on demand, marks the page and remembers the choice', async () => {
    await changeLanguage('es');
    expect(i18next.t('Connect Wallet')).toBe('Conectar Billetera');
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    await changeLanguage('pt');
    expect(i18next.t('Connect Wallet')).toBe('Conectar Carteira');
  });
});
