import type { Hex, PrivateKeyAccount } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { DeployedDapp } from './dapps';
import { between, chance, pickSome } from './random';

/** How often a user comes back: on most days, on some days of a week, now and then. */
export type Habit = 'daily' | 'weekly' | 'occasional';

export const habits: Record<Habit, { users: number; activeChance: number; visits: [number, number] }> = {
  daily: { users: 24, activeChance: 0.85, visits: [1, 3] },
  weekly: { users: 30, activeChance: 0.3, visits: [1, 2] },
  occasional: { users: 36, activeChance: 0.06, visits: [1, 2] },
};

export type DemoUser = { account: PrivateKeyAccount; habit: Habit; favourites: DeployedDapp[] };

const keysOfAccounts = new WeakMap<PrivateKeyAccount, Hex>();

/** A fresh wallet of the history's: a random key, used on these chains only and gone with them. */
export function freshAccount(): PrivateKeyAccount {
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  keysOfAccounts.set(account, key);
  return account;
}

/** The key of a wallet `freshAccount` made: the store signs the demo's reviews with a few of them. */
export const keyOf = (account: PrivateKeyAccount): Hex => keysOfAccounts.get(account)!;

function pickByPopularity(dapps: DeployedDapp[]): DeployedDapp {
  const total = dapps.reduce((sum, dapp) => sum + dapp.plan.popularity, 0);
  let left = Math.random() * total;
  for (const dapp of dapps) {
    left -= dapp.plan.popularity;
    if (left < 0) return dapp;
  }
  return dapps[dapps.length - 1]!;
}

/**
 * The history's users, each with one to three favourite dapps (the popular ones more often). Every dapp
 * also has a core of daily and weekly fans, so that even a few days of history show several wallets on each.
 */
export function makeUsers(dapps: DeployedDapp[]): DemoUser[] {
  const users = (Object.keys(habits) as Habit[]).flatMap((habit) =>
    Array.from({ length: habits[habit].users }, () => ({
      account: freshAccount(),
      habit,
      favourites: [] as DeployedDapp[],
    })),
  );
  const regulars = users.filter((user) => user.habit !== 'occasional');
  for (const dapp of dapps) {
    for (const fan of pickSome(regulars, 3 + dapp.plan.popularity)) fan.favourites.push(dapp);
  }
  for (const user of users) {
    const wanted = between(1, 3);
    while (user.favourites.length < wanted) {
      const dapp = pickByPopularity(dapps);
      if (!user.favourites.includes(dapp)) user.favourites.push(dapp);
      else if (chance(0.2)) break;
    }
  }
  return users;
}
