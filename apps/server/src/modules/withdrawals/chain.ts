import {
  vaultAbi,
  withdrawVoucherDomain,
  withdrawVoucherTypes,
  type WithdrawVoucher,
} from '@dappx/contracts';
import type { Address, Hex, PublicClient } from 'viem';
import { chainClient, keyAccount, keyWallet, oneAtATime } from '../../lib/chain-clients';
import type { ChainsConfig, L1Network } from '../../lib/chains-config';

/** The read client of an L1 network. */
export const l1Client = (network: L1Network): PublicClient => chainClient(network);

/**
 * The deployment salt of the Vault now at the network's address, read from the contract each time: the
 * demo chains redeploy it at the same address with a new salt, and a salt kept in memory would sign
 * vouchers that Vault refuses.
 */
export function vaultDeploymentSalt(network: L1Network): Promise<Hex> {
  return l1Client(network).readContract({
    address: network.contracts.vault,
    abi: vaultAbi,
    functionName: 'deploymentSalt',
  });
}

/**
 * Signed for one deployment of one network's Vault: the domain names its chain, its address and its
 * deployment salt, so no other Vault, nor a later one at the same address, pays it.
 */
export function signVoucher(
  chains: Pick<ChainsConfig, 'withdrawSignerKey'>,
  network: L1Network,
  salt: Hex,
  voucher: WithdrawVoucher,
): Promise<Hex> {
  return keyAccount(chains.withdrawSignerKey).signTypedData({
    domain: withdrawVoucherDomain(network.chainId, network.contracts.vault, salt),
    types: withdrawVoucherTypes,
    primaryType: 'Withdraw',
    message: voucher,
  });
}

/** What the Vault says of a voucher's nonce: paid out (with the paying transaction), revoked, or unused. */
export type VoucherOutcome =
  | { kind: 'paid'; txHash: Hex; token: Address; to: Address; amount: bigint }
  | { kind: 'revoked' }
  | { kind: 'unused' };

export async function voucherOutcome(
  network: L1Network,
  voucher: { nonce: bigint; fromBlock: bigint },
): Promise<VoucherOutcome> {
  const client = l1Client(network);
  const address = network.contracts.vault;
  const used = await client.readContract({
    address,
    abi: vaultAbi,
    functionName: 'nonceUsed',
    args: [voucher.nonce],
  });
  if (!used) return { kind: 'unused' };
  const paid = await paidVouchers(network, [voucher.nonce], voucher.fromBlock);
  const payout = paid.get(voucher.nonce);
  if (payout) return payout;
  const revoked = await client.getContractEvents({
    address,
    abi: vaultAbi,
    eventName: 'VoucherRevoked',
    args: { nonce: voucher.nonce },
    fromBlock: voucher.fromBlock,
  });
  // A used nonce with neither event means our node has not indexed the logs yet: decide nothing.
  if (revoked.length === 0) throw new Error(`nonce ${voucher.nonce} is used but no event was found`);
  return { kind: 'revoked' };
}

/** The Withdrawn events of these nonces since `fromBlock`, by nonce. */
export async function paidVouchers(
  network: L1Network,
  nonces: bigint[],
  fromBlock: bigint,
): Promise<Map<bigint, Extract<VoucherOutcome, { kind: 'paid' }>>> {
  const events = await l1Client(network).getContractEvents({
    address: network.contracts.vault,
    abi: vaultAbi,
    eventName: 'Withdrawn',
    args: { nonce: nonces },
    fromBlock,
    strict: true,
  });
  return new Map(
    events.map((event) => [
      event.args.nonce,
      {
        kind: 'paid',
        txHash: event.transactionHash,
        token: event.args.token,
        to: event.args.to,
        amount: event.args.amount,
      },
    ]),
  );
}

/**
 * Spends the nonce on chain without paying (Vault.revoke from the withdraw signer) and waits for the
 * receipt. Returns false when the Vault refused, e.g. because the nonce was used in the meantime.
 */
export function revokeVoucher(
  chains: Pick<ChainsConfig, 'withdrawSignerKey'>,
  network: L1Network,
  nonce: bigint,
): Promise<boolean> {
  const run = async () => {
    const wallet = keyWallet(network, chains.withdrawSignerKey);
    try {
      const hash = await wallet.writeContract({
        address: network.contracts.vault,
        abi: vaultAbi,
        functionName: 'revoke',
        args: [nonce],
        chain: null,
      });
      const receipt = await l1Client(network).waitForTransactionReceipt({ hash });
      return receipt.status === 'success';
    } catch (error) {
      // viem simulates first: a revert (NonceAlreadyUsed) surfaces here, before anything is sent.
      if (error instanceof Error && /NonceAlreadyUsed|reverted/i.test(error.message)) return false;
      throw error;
    }
  };
  // The signer's transactions one at a time, so two never take the same account nonce.
  return oneAtATime(`withdraw-signer:${network.chainId}`, run);
}

export async function latestL1Block(network: L1Network) {
  return l1Client(network).getBlock({ blockTag: 'latest' });
}
