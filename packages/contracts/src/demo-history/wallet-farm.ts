import { parseEther, type PrivateKeyAccount } from 'viem';
import type { Call } from './chain-player';
import type { DeployedDapp } from './dapps';
import { mintItem, type GameItems } from './game-visits';
import { chance } from './random';
import { freshAccount } from './users';

const farmSize = 40;
const seedMoney = parseEther('0.02');

/**
 * A wallet farm: one funder sends coin to forty fresh wallets in one block, and each of them mints an
 * item in the next hour, some a second one the hour after, never to be seen again. Counted like anyone
 * for now; named in the history's record so what cleans the figures can be checked against it.
 */
export class WalletFarm {
  readonly funder = freshAccount();
  readonly wallets: PrivateKeyAccount[] = Array.from({ length: farmSize }, freshAccount);
  private readonly twice = new Set(this.wallets.filter(() => chance(0.5)));

  constructor(
    private readonly items: GameItems,
    readonly hour: number,
  ) {}

  get game(): DeployedDapp {
    return this.items.game;
  }

  /** What the funder needs to pay the farm out. */
  static readonly funding = seedMoney * BigInt(farmSize) + parseEther('0.1');

  callsAt(hour: number): Call[] {
    if (hour === this.hour)
      return this.wallets.map((wallet) => ({
        from: this.funder,
        to: wallet.address,
        value: seedMoney,
        gas: 21_000n,
      }));
    if (hour === this.hour + 1) return this.wallets.map((wallet) => mintItem(this.items, wallet));
    if (hour === this.hour + 2) return [...this.twice].map((wallet) => mintItem(this.items, wallet));
    return [];
  }
}
