import { encodeFunctionData, erc20Abi, maxUint256, type Address, type PrivateKeyAccount } from 'viem';
import type { Call } from './chain-player';
import type { TokenPair } from './dapps';

/**
 * What each demo user holds of one L1 network's tokens as far as the history knows: an amount sent is
 * gone at once, one received counts once mined, so no call spends what its sender may not have.
 */
export class TokenBook {
  private readonly balances = new Map<string, bigint>();
  private readonly approved = new Set<string>();

  constructor(readonly tokens: TokenPair) {}

  balance(user: Address, token: Address): bigint {
    return this.balances.get(`${user} ${token}`) ?? 0n;
  }

  add(user: Address, token: Address, amount: bigint): void {
    this.balances.set(`${user} ${token}`, this.balance(user, token) + amount);
  }

  take(user: Address, token: Address, amount: bigint): void {
    const left = this.balance(user, token) - amount;
    if (left < 0n) throw new Error(`${user} spends more ${token} than it holds`);
    this.balances.set(`${user} ${token}`, left);
  }

  /** The approval `user` sends before `spender` first takes its `token` (none after that: it is unlimited). */
  approval(user: PrivateKeyAccount, token: Address, spender: Address): Call[] {
    const key = `${user.address} ${token} ${spender}`;
    if (this.approved.has(key)) return [];
    this.approved.add(key);
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] });
    return [{ from: user, to: token, data, gas: 60_000n }];
  }
}
