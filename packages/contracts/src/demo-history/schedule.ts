import { trendAt, type DeployedDapp } from './dapps';
import { between, chance, pick, pickSome } from './random';
import { habits, type DemoUser } from './users';

export type Visit = { user: DemoUser; dapp: DeployedDapp };

/** How busy each hour of the day (UTC) is, relative to the others: quiet nights, busy evenings. */
const hourWeights = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5, 6, 6, 6, 6, 7, 7, 8, 8, 8, 7, 6, 4, 3];
const weightsTotal = hourWeights.reduce((sum, weight) => sum + weight, 0);

function hourOfDay(): number {
  let left = Math.random() * weightsTotal;
  for (const [hour, weight] of hourWeights.entries()) {
    left -= weight;
    if (left < 0) return hour;
  }
  return hourWeights.length - 1;
}

/** Fewest different wallets a live dapp sees in a day: nobody opens a dapp to find it deserted. */
const fewestWalletsADay = 3;

function dayOfVisits(users: DemoUser[], dapps: DeployedDapp[], progress: number): Visit[] {
  const visits: Visit[] = [];
  for (const user of users) {
    const habit = habits[user.habit];
    if (!chance(habit.activeChance)) continue;
    for (let n = between(...habit.visits); n > 0; n--) {
      const dapp = pick(user.favourites);
      if (chance(trendAt(dapp.plan.trend, progress))) visits.push({ user, dapp });
    }
  }
  for (const dapp of dapps) {
    if (trendAt(dapp.plan.trend, progress) === 0) continue;
    const came = new Set(visits.filter((visit) => visit.dapp === dapp).map((visit) => visit.user));
    const fans = users.filter((user) => user.favourites.includes(dapp) && !came.has(user));
    for (const user of pickSome(fans, fewestWalletsADay - came.size)) visits.push({ user, dapp });
  }
  return visits;
}

/**
 * Who visits which dapp in which hour of the history (0 its first hour, `firstHourUtc` o'clock): each
 * user by its habit, each visit kept as often as its dapp's trend says for that day, so some dapps rise
 * and others fall.
 */
export function scheduleVisits(
  users: DemoUser[],
  dapps: DeployedDapp[],
  days: number,
  firstHourUtc: number,
): Map<number, Visit[]> {
  const byHour = new Map<number, Visit[]>();
  for (let day = 0; day < days; day++) {
    const progress = days > 1 ? day / (days - 1) : 1;
    for (const visit of dayOfVisits(users, dapps, progress)) {
      const hour = day * 24 + ((hourOfDay() - firstHourUtc + 24) % 24);
      byHour.set(hour, [...(byHour.get(hour) ?? []), visit]);
    }
  }
  return byHour;
}
