import { parseEther, type Address } from 'viem';
import type { DemoNetwork } from './dapps';

/**
 * A user's coin on each network, for gas and the games: the Acent network's coin is worth what ACE is
 * (the store shows it as ACE), the others' what ETH is.
 */
export const userCoin: Record<DemoNetwork, bigint> = {
  l1: parseEther('3000'),
  l1b: parseEther('2'),
  l2: parseEther('2'),
};

/** Of a user's coin, the share kept for gas: the games' payments may use the rest. */
const gasReserveShare = 4n;

/**
 * What each user has paid the games of one network, as far as the history knows. A payment its coin
 * cannot cover is never sent: the chain would refuse it and, with it, the whole block of calls. What a
 * user earns from sales is left out, so the purse only ever errs on the safe side.
 */
export class CoinPurse {
  private readonly paid = new Map<Address, bigint>();
  private readonly allowance: bigint;

  constructor(coin: bigint) {
    this.allowance = coin - coin / gasReserveShare;
  }

  /** Counts `amount` as paid by `user` and answers true, or answers false and counts nothing when it cannot pay. */
  pay(user: Address, amount: bigint): boolean {
    const paid = (this.paid.get(user) ?? 0n) + amount;
    if (paid > this.allowance) return false;
    this.paid.set(user, paid);
    return true;
  }
}
