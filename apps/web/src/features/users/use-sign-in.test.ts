import { describe, expect, it } from 'vitest';
import { isInWalletBrowser } from './use-sign-in';

describe('isInWalletBrowser', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0) DAPPX/2.1 Chrome/120', true],
    ['Mozilla/5.0 (Linux; Android 14) MetaMaskMobile/7.1', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) DAPPX/2.1', false],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/120', false],
  ])('%s -> %s', (userAgent, expected) => {
    expect(isInWalletBrowser(userAgent)).toBe(expected);
  });
});
