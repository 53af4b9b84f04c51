import { describe, expect, it } from 'vitest';
import * as shared from './index';
import { isTranslatedServerText, textLanguageOf, translateServerText } from './server-texts';

/** Every text of the shared `…Texts` tables: what the server answers with, and the dialogs show. */
const allTexts = Object.entries(shared)
  .filter(([name, value]) => name.endsWith('Texts') && typeof value === 'object' && value !== null)
  .flatMap(([, table]) => Object.values(table as Record<string, unknown>))
  .filter((text): text is string => typeof text === 'string');

describe("the server's texts in Spanish and Portuguese", () => {
  it('picks the language as the page does: es or pt when first, else en', () => {
    expect(textLanguageOf('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(textLanguageOf('es')).toBe('es');
    expect(textLanguageOf('fr-FR,es;q=0.9')).toBe('en');
    expect(textLanguageOf(undefined)).toBe('en');
  });

  it('has both translations of every text in the shared tables', () => {
    expect(allTexts.length).toBeGreaterThan(70);
    expect(allTexts.filter((text) => !isTranslatedServerText(text))).toEqual([]);
  });

  it('translates a text whose wait varies, and leaves English and unknown texts alone', () => {
    expect(translateServerText('Too many requests. Please try again in 42 s.', 'es')).toBe(
      'Demasiadas solicitudes. Inténtalo de nuevo en 42 s.',
    );
    expect(translateServerText('Insufficient Balance.', 'pt')).toBe('Saldo insuficiente.');
    expect(translateServerText('Insufficient Balance.', 'en')).toBe('Insufficient Balance.');
    expect(translateServerText('amount: must be a number', 'es')).toBe('amount: must be a number');
  });
});
