import { unitsOf } from '@dappx/shared/amounts';
import type { WithdrawSettings, WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { feesDiffer } from './withdraw-fees';
import type { Abi, Address, Hex } from 'viem';
import type { Receipt } from '@/lib/wallet/receipt';
import { loadOnChain } from '@/lib/wallet/load-wallet';
import { removeStored, storageKeys, writeStored } from '@/lib/storage';
import { cancelWithdraw } from './api/cancel-withdraw';
import { fulfillWithdraw } from './api/fulfill-withdraw';
import { requestWithdraw } from './api/request-withdraw';
import { getWithdrawContract } from './api/withdraw-contract';
import { getWithdrawSettings } from './api/withdraw-settings';

/** The wallet refused or failed after the server held the amount: the request was cancelled (refunded). */
export class WalletStepError extends Error {
  constructor(cause: unknown) {
    super('wallet step failed', { cause });
    this.name = 'WalletStepError';
  }
}

/** The fees changed since the dialog showed them: the request was cancelled (spec: Policy Update!). */
export class PolicyUpdated extends Error {
  constructor() {
    super('withdraw policy updated');
    this.name = 'PolicyUpdated';
  }
}

/**
 * Spec, section 4: request the voucher, read the settings again (changed fees: cancel, PolicyUpdated),
 * have the wallet pay it out through Vault.withdraw on its L1 network (the voucher's), then mark it fulfilled. A failed request throws
 * the server's error; anything else failing after it cancels the request and throws a WalletStepError.
 */
export async function runWithdraw(
  request: { token: WithdrawTokenParam; amount: bigint; shown: WithdrawSettings },
  idempotencyKey: string,
): Promise<Receipt> {
  const { token, amount, shown } = request;
  const onChain = await loadOnChain();
  const network = await onChain.loadNetwork();
  const voucher = await requestWithdraw(token, amount, network.chainId, idempotencyKey);
  writeStored(storageKeys.withdrawId, voucher.withdraw_id);
  const cancel = () =>
    cancelWithdraw(token, voucher.withdraw_id)
      .catch(() => undefined)
      .finally(() => removeStored(storageKeys.withdrawId));
  let receipt: Receipt;
  try {
    if (feesDiffer(shown, await getWithdrawSettings(token))) throw new PolicyUpdated();
    const vault = await getWithdrawContract(voucher.chain_id);
    receipt = await onChain.writeAndWait('l1', {
      address: vault.address as Address,
      abi: vault.abi as unknown as Abi,
      functionName: 'withdraw',
      args: [
        voucher.token_address as Address,
        unitsOf(voucher.amount),
        BigInt(voucher.nonce),
        BigInt(voucher.deadline),
        voucher.signature as Hex,
      ],
    });
  } catch (error) {
    await cancel();
    throw error instanceof PolicyUpdated ? error : new WalletStepError(error);
  }
  // Paid out: should this call fail, the server's background loop finds the payout on chain itself.
  await fulfillWithdraw(token, voucher.withdraw_id).catch(() => undefined);
  removeStored(storageKeys.withdrawId);
  return receipt;
}
