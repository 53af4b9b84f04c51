import { encodeFunctionData, type Address, type PrivateKeyAccount } from 'viem';
import { demoStakingVaultAbi } from '../generated/DemoStakingVault';
import type { Call } from './chain-player';
import type { DeployedDapp } from './dapps';
import { between, chance, tokenAmount } from './random';
import type { TokenBook } from './token-book';

/** What each user has staked in one vault: taken off at once when unstaking, added once a stake is mined. */
export type Stakes = Map<Address, bigint>;

function unstake(vault: DeployedDapp, user: PrivateKeyAccount, stakes: Stakes, book: TokenBook): Call[] {
  const staked = stakes.get(user.address) ?? 0n;
  const amount = (staked * BigInt(between(25, 100))) / 100n;
  if (amount === 0n) return [];
  stakes.set(user.address, staked - amount);
  const data = encodeFunctionData({ abi: demoStakingVaultAbi, functionName: 'unstake', args: [amount] });
  const succeeded = () => book.add(user.address, book.tokens.ace, amount);
  return [{ from: user, to: vault.address, data, gas: 100_000n, succeeded }];
}

/** A stake of some ACE, or taking some or all of an earlier stake back. */
export function vaultVisit(
  vault: DeployedDapp,
  user: PrivateKeyAccount,
  stakes: Stakes,
  book: TokenBook,
): Call[] {
  const { ace } = book.tokens;
  const amount = tokenAmount(500, 50_000);
  const canStake = book.balance(user.address, ace) >= amount;
  if ((stakes.get(user.address) ?? 0n) > 0n && (!canStake || chance(0.35)))
    return unstake(vault, user, stakes, book);
  if (!canStake) return [];
  book.take(user.address, ace, amount);
  const data = encodeFunctionData({ abi: demoStakingVaultAbi, functionName: 'stake', args: [amount] });
  const succeeded = () => stakes.set(user.address, (stakes.get(user.address) ?? 0n) + amount);
  return [
    ...book.approval(user, ace, vault.address),
    { from: user, to: vault.address, data, gas: 150_000n, succeeded },
  ];
}
