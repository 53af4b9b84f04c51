import { signInMessage } from '@dappx/shared/users-texts';
import { recoverMessageAddress, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWalletKeyStorage } from '../session';
import { createBurnerProvider } from './burner-wallet';

describe('the demo wallet', () => {
  afterEach(() => window.localStorage.clear());

  it('signs the sign-in message so that the signature recovers its address', async () => {
    const provider = createBurnerProvider();
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const message = signInMessage('12345');
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), address],
    })) as `0x${string}`;
    expect(await recoverMessageAddress({ message, signature })).toBe(address);
  });

  it('keeps one key per browser, so the demo account survives a reload', async () => {
    const first = (await createBurnerProvider().request({ method: 'eth_accounts' })) as string[];
    const second = (await createBurnerProvider().request({ method: 'eth_accounts' })) as string[];
    expect(second).toEqual(first);
    expect(window.localStorage.getItem(demoWalletKeyStorage)).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it('works on the demo chain only and signs for no other account', async () => {
    const provider = createBurnerProvider();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x22b8');
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    await expect(
      provider.request({
        method: 'personal_sign',
        params: ['0x00', '0x0000000000000000000000000000000000000001'],
      }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});
