import { recoverMessageAddress, type Address, type Hex, type SignableMessage } from 'viem';

// secp256k1's group order n, and the largest s OpenZeppelin's ECDSA accepts (n / 2, rounded down).
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const maxLowS = curveOrder / 2n;

/**
 * Whether a 65-byte signature (r, s, v) has its s in the lower half of the curve order. For every valid
 * signature, (r, n - s, the other v) is valid for the same message and signer, so a signature is not
 * unique unless high s is refused; Ethereum's transactions (EIP-2) and our contracts (OpenZeppelin's
 * ECDSA) refuse it, and so do we.
 */
export function isLowS(signature: Hex): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  return s > 0n && s <= maxLowS;
}

/**
 * viem's recoverMessageAddress for canonical (low-s) signatures only: a high-s signature throws, just
 * as a malformed one does, so callers refuse both the same way.
 */
export async function recoverCanonicalMessageAddress(parameters: {
  message: SignableMessage;
  signature: Hex;
}): Promise<Address> {
  if (!isLowS(parameters.signature)) throw new Error('Only canonical (low-s) signatures are accepted.');
  return recoverMessageAddress(parameters);
}
