import { vaultAbi } from '@dappx/contracts';
import type { WithdrawRequest } from '@dappx/shared';
import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import type { PrivateKeyAccount } from 'viem/accounts';
import { units } from './amounts';

/**
 * Hands a withdrawal voucher to a Vault (the voucher's own unless `vault` is given) from the wallet, as the
 * wallet area does, and waits for it to be mined: its receipt. A Vault that refuses it throws its error.
 */
export async function redeemVoucher(
  rpcUrl: string,
  wallet: PrivateKeyAccount,
  voucher: WithdrawRequest,
  vault = voucher.vault_address,
) {
  const client = createWalletClient({ transport: http(rpcUrl), account: wallet });
  const hash = await client.writeContract({
    address: vault as Address,
    abi: vaultAbi,
    functionName: 'withdraw',
    args: [
      voucher.token_address as Address,
      units(voucher.amount),
      BigInt(voucher.nonce),
      BigInt(voucher.deadline),
      voucher.signature as Hex,
    ],
    chain: null,
  });
  const node = createPublicClient({ transport: http(rpcUrl), pollingInterval: 50 });
  return node.waitForTransactionReceipt({ hash });
}
