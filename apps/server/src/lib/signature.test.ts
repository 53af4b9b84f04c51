import { signInMessage } from '@dappx/shared';
import { recoverMessageAddress, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { isLowS, recoverCanonicalMessageAddress } from './signature';

const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const word = (value: bigint) => value.toString(16).padStart(64, '0');

/** The same signature's twin: s' = n - s with the other v, valid for the same message and signer. */
function highS(signature: Hex): Hex {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = parseInt(signature.slice(130), 16);
  return `${signature.slice(0, 66)}${word(curveOrder - s)}${(v === 27 ? 28 : 27).toString(16)}` as Hex;
}

describe('canonical signatures', () => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const message = signInMessage('4f1c2a');

  it('recovers the signer of the signature a wallet makes', async () => {
    const signature = await wallet.signMessage({ message });
    expect(isLowS(signature)).toBe(true);
    expect(await recoverCanonicalMessageAddress({ message, signature })).toBe(wallet.address);
  });

  it("refuses the high-s twin of a wallet's signature, which recovers the same signer", async () => {
    const twin = highS(await wallet.signMessage({ message }));
    // Recovery alone takes the twin for the wallet's own signature: this is what must be refused.
    expect(await recoverMessageAddress({ message, signature: twin })).toBe(wallet.address);
    expect(isLowS(twin)).toBe(false);
    await expect(recoverCanonicalMessageAddress({ message, signature: twin })).rejects.toThrow(/low-s/);
  });

  it('draws the line where OpenZeppelin does: s up to n / 2', () => {
    const withS = (s: bigint) => `0x${word(1n)}${word(s)}1b` as Hex;
    expect(isLowS(withS(0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n))).toBe(true);
    expect(isLowS(withS(0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a1n))).toBe(false);
    expect(isLowS(withS(0n))).toBe(false);
    expect(isLowS('0x1234' as Hex)).toBe(false);
  });
});
