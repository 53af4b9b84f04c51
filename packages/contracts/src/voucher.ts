import type { Address } from 'viem';

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

export const withdrawVoucherDomain = (chainId: number, vault: Address) =>
  ({ name: 'DAPPX Vault', version: '1', chainId, verifyingContract: vault }) as const;
