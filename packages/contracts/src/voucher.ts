import type { Address, Hex } from 'viem';

/** The EIP-712 shape the Vault checks in `withdraw`; the server signs it, the contract recovers it. */
export const withdrawVoucherTypes = {
  Withdraw: [
    { name: 'token', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export type WithdrawVoucher = {
  token: Address;
  to: Address;
  amount: bigint;
  nonce: bigint;
  deadline: bigint;
};

/**
 * The domain of one Vault deployment: `salt` is the Vault's `deploymentSalt`, read from the contract, so a
 * voucher signed for one deployment never pays at a later one redeployed at the same address.
 */
export const withdrawVoucherDomain = (chainId: number, vault: Address, salt: Hex) =>
  ({ name: 'DAPPX Vault', version: '1', chainId, verifyingContract: vault, salt }) as const;

/** A fresh deployment salt for a Vault (32 random bytes): one per demo start. */
export function newDeploymentSalt(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
