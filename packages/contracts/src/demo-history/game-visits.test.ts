import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinPurse } from './coin-purse';
import { demoDappPlans, type DeployedDapp } from './dapps';
import { GameItems, gameVisit } from './game-visits';

const landBuilders = demoDappPlans.find((plan) => plan.id === 'acent-game')!;
const game: DeployedDapp = {
  id: landBuilders.id,
  kind: 'game',
  network: 'l1',
  chainId: 1,
  address: privateKeyToAccount(generatePrivateKey()).address,
  plan: landBuilders,
};
const player = () => privateKeyToAccount(generatePrivateKey());
const paid = (calls: ReturnType<typeof gameVisit>) =>
  calls.reduce((sum, call) => sum + (call.value ?? 0n), 0n);

describe("a game visit in the demo's history", () => {
  // Every chance taken, the first offer picked: the visit's choice is the one that pays most often.
  afterEach(() => vi.restoreAllMocks());

  it('mints only while its purse can pay the mint price, then sends nothing', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const items = new GameItems(game);
    const user = player();
    // 400 of coin keeps a quarter for gas: two mints of 150 fit, a third does not.
    const purse = new CoinPurse(parseEther('400'));
    const visits = [1, 2, 3].map(() => gameVisit(items, user, purse));
    expect(visits.map(paid)).toEqual([parseEther('150'), parseEther('150'), 0n]);
    expect(visits[2]).toEqual([]);
  });

  it('buys a listing only when its purse can pay the price, and is not charged for one it skips', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const items = new GameItems(game);
    items.listings.set(7n, { seller: player().address, price: parseEther('200') });
    const user = player();
    const purse = new CoinPurse(parseEther('200'));
    // 150 to spend: the 200 listing is skipped, and the mint that follows takes all of it.
    expect(paid(gameVisit(items, user, purse))).toBe(parseEther('150'));
    expect(items.listings.has(7n)).toBe(true);
    expect(purse.pay(user.address, 1n)).toBe(false);
  });
});
