import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { i18nProvider, messagesOf, reactAdminTexts } from './i18n-provider';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("react-admin's own words", () => {
  it('has every word of its English pack in Spanish and Portuguese', () => {
    const english = keysOf(englishMessages).sort();
    expect(keysOf(reactAdminTexts.es).sort()).toEqual(english);
    expect(keysOf(reactAdminTexts.pt).sort()).toEqual(english);
  });

  it('speaks the chosen language on its buttons and pages, and English for an unknown one', () => {
    const words = (language: string) => (messagesOf(language) as { ra: { action: { save: string } } }).ra;
    expect(words('es').action.save).toBe('Guardar');
    expect(words('pt').action.save).toBe('Salvar');
    expect(words('fr').action.save).toBe('Save');
  });
});

describe("the console's amounts", () => {
  it("are written the chosen language's way, as the store's are", async () => {
    const amount = 1_234_500_000_000_000_000_000n;
    await i18nProvider.changeLocale('es');
    expect(formatDisplayAmount(amount)).toBe('1.234,5');
    await i18nProvider.changeLocale('pt');
    expect(formatDisplayAmount(amount)).toBe('1.234,5');
    await i18nProvider.changeLocale('en');
    expect(formatDisplayAmount(amount)).toBe('1,234.5');
  });
});
