import type { Hex } from 'viem';
import { keyOf } from './users';
import type { DemoWorld } from './world';

/** A wallet of the history that the store may sign a demo review with, for the dapp it used. */
export type DemoReviewer = { dapp: string; key: Hex; farm: boolean };

/**
 * A few of each dapp's regulars (daily users first, then weekly ones), and two wallets of the farm for
 * the game it farmed: the store writes the demo's reviews with their keys, once the indexer has counted
 * them among the dapp's users, as it would any wallet's.
 */
export function demoReviewers(world: DemoWorld, perDapp = 8): DemoReviewer[] {
  const byHabit = [...world.users].sort((a, b) => habitOrder[a.habit] - habitOrder[b.habit]);
  const regulars = world.dapps.flatMap((dapp) =>
    byHabit
      .filter((user) => user.habit !== 'occasional' && user.favourites.includes(dapp))
      .slice(0, perDapp)
      .map((user) => ({ dapp: dapp.id, key: keyOf(user.account), farm: false })),
  );
  const farm = world.walletFarm.wallets
    .slice(0, 2)
    .map((wallet) => ({ dapp: world.walletFarm.game.id, key: keyOf(wallet), farm: true }));
  return [...regulars, ...farm];
}

const habitOrder = { daily: 0, weekly: 1, occasional: 2 } as const;
