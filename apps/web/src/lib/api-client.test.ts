import { afterEach, describe, expect, it } from 'vitest';
import { tooManyRequests } from './api-client';
import { changeLanguage, initI18n } from './i18n';

describe('a rate-limited answer', () => {
  afterEach(() => changeLanguage('en'));

  const limited = (retryAfter?: string) =>
    new Response(JSON.stringify({ message: 'Too many requests.', code: 'RATE_LIMITED' }), {
      status: 429,
      headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter },
    });

  it('tells the visitor, in their language, how long the server asked them to wait', async () => {
    await initI18n('en');
    expect(tooManyRequests(limited('42'))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 42 s.',
    });
    await changeLanguage('es');
    expect(tooManyRequests(limited('7')).message).toBe('Demasiadas solicitudes. Vuelve a intentarlo en 7 s.');
    await changeLanguage('pt');
    expect(tooManyRequests(limited('7')).message).toBe('Muitas solicitações. Tente novamente em 7 s.');
  });

  it('waits a minute when the server gave no time', async () => {
    await initI18n('en');
    expect(tooManyRequests(limited()).message).toBe('Too many requests. Please try again in 60 s.');
  });
});
