import { parseEther, type PrivateKeyAccount } from 'viem';
import type { Call } from './chain-player';
import type { DeployedDapp } from './dapps';
import { buyItem, listItem, mintItem, type GameItems } from './game-visits';
import { freshAccount } from './users';

/** What each trade of the pair's item costs the buyer: the same every time. */
export const washPrice = parseEther('0.08');

/**
 * Two wallets trading one game item back and forth: the first mints it and lists it, then at each
 * hour the holder-to-be buys it and lists it again for the other. Counted like anyone for now; its
 * wallets are named in the history's record so what cleans the figures can be checked against it.
 */
export class WashPair {
  readonly wallets: [PrivateKeyAccount, PrivateKeyAccount] = [freshAccount(), freshAccount()];
  item: bigint | undefined;
  tradesDone = 0;

  constructor(
    private readonly items: GameItems,
    private readonly firstHour: number,
    readonly trades: number,
  ) {}

  get game(): DeployedDapp {
    return this.items.game;
  }

  callsAt(hour: number): Call[] {
    const step = hour - this.firstHour;
    const [first] = this.wallets;
    if (step === 0) return [mintItem(this.items, first, (item) => (this.item = item))];
    if (this.item === undefined || step < 1 || step > this.trades + 1) return [];
    if (step === 1) return [listItem(this.items, first, this.item, washPrice, false)];
    const trade = step - 1;
    const buyer = this.wallets[trade % 2]!;
    const buy = buyItem(this.items, buyer, this.item, washPrice);
    const bought = buy.succeeded;
    buy.succeeded = (receipt) => {
      bought?.(receipt);
      this.tradesDone++;
    };
    if (trade === this.trades) return [buy];
    return [buy, listItem(this.items, buyer, this.item, washPrice, false)];
  }
}
