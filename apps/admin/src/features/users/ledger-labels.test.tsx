import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, type TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useLedgerLabels } from './ledger-labels';
import english from './locales/en.json';

const i18nProvider = polyglotI18nProvider(() => english as unknown as TranslationMessages, 'en');

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
);

describe('the statement’s ledger labels', () => {
  it('names an entry kind by its family and token, a bucket by its label, and keeps unknown codes', () => {
    const { result } = renderHook(() => useLedgerLabels(), { wrapper });
    expect(result.current.kind('governance-reward:ACE')).toBe('Staking reward (ACE)');
    expect(result.current.kind('transfer')).toBe('Transfer');
    expect(result.current.kind('brand-new-kind:EDAO')).toBe('brand-new-kind (EDAO)');
    expect(result.current.bucket('pending_withdrawal')).toBe('Held for a withdrawal');
    expect(result.current.bucket('brand_new_bucket')).toBe('brand_new_bucket');
  });
});
