import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { keyAccount } from './chain-clients';

describe('keyAccount', () => {
  it("answers the key's own account, derived once however often the loops ask", () => {
    const key = generatePrivateKey();
    const first = keyAccount(key);
    expect(first.address).toBe(privateKeyToAccount(key).address);
    expect(keyAccount(key)).toBe(first);
    expect(keyAccount(generatePrivateKey()).address).not.toBe(first.address);
  });
});
