import { render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ConsoleDateField } from './console-date-field';

function dateIn(language: string) {
  const i18nProvider = polyglotI18nProvider(() => englishMessages, language);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 1, at: '2026-11-29T12:00:00Z' }}>
        <span data-testid={language}>
          <ConsoleDateField source="at" />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );
  return screen.getByTestId(language).textContent;
}

describe('a date in the console', () => {
  it('is written in the language the operator chose, whatever the browser’s', () => {
    expect(dateIn('es')).toBe('29/11/2026');
    expect(dateIn('en')).toBe('11/29/2026');
  });
});
