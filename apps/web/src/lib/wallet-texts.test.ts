import { translateServerText } from '@dappx/shared/server-texts';
import { describe, expect, it } from 'vitest';

// The texts a wallet's refusal and a failed sign-in are told in, read as each language ships them.
const files = import.meta.glob<Record<string, string>>(
  ['/src/locales/*.json', '/src/features/{deposits,withdrawals,wallet-connect}/locales/*.json'],
  { eager: true, import: 'default' },
);
const languages = ['en', 'es', 'pt'] as const;
const folders: Record<string, string> = {
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  walletConnect: 'wallet-connect',
};
const textOf = (language: (typeof languages)[number], key: string) => {
  const folder = folders[key.split('.')[0]!];
  const path = folder ? `/src/features/${folder}/locales/${language}.json` : `/src/locales/${language}.json`;
  return files[path]?.[key];
};

describe('a declined wallet and a failed sign-in', () => {
  it.each(languages)('in %s, a declined action is the spec’s sentence, then what to do next', (language) => {
    const spec = translateServerText('You declined an action in your wallet.', language);
    for (const key of ['errors.walletDeclined', 'deposits.declined', 'withdrawals.declined']) {
      const text = textOf(language, key)!;
      expect(text.startsWith(`${spec} `), `${key} in ${language}: ${text}`).toBe(true);
      expect(text.length).toBeGreaterThan(spec.length + 10);
    }
  });

  it('keeps the spec’s words for a refused signature, a waiting request and DONE', () => {
    expect(textOf('en', 'walletConnect.signatureRejected')).toBe(
      'Please approve the wallet signature to complete the transaction',
    );
    expect(textOf('en', 'walletConnect.done')).toBe('DONE');
    const pending =
      'Pending wallet action is required from your side. Please check your wallet and try again.';
    expect(textOf('en', 'walletConnect.pending')).toBe(pending);
    expect(textOf('en', 'errors.walletPending')).toBe(pending);
  });

  it.each([
    ['en', 'Something went wrong while signing in.', 'Please try again.'],
    ['es', 'Algo salió mal al iniciar sesión.', 'Inténtalo de nuevo.'],
    ['pt', 'Algo deu errado ao entrar.', 'Tente de novo.'],
  ] as const)('in %s, a failed sign-in says it was the sign-in, and to try again', (language, what, next) => {
    expect(textOf(language, 'errors.signInFailed')).toBe(`${what} ${next}`);
  });
});
