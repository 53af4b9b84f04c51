import type { Config } from '../../config';
import { fundDemoAccount } from '../../lib/demo-chains';
import { countSharedHit, sharedLimitKey, type SharedLimit } from '../../lib/shared-rate-limit';
import type { UsersDeps } from './service';

/** Whether a new account gets starter funds at all: the demo's own tokens only, never a real chain's. */
const givesStarterFunds = (config: Config) => config.demoMode && config.chains?.demo !== false;

/** How many new accounts an hour from one client address get starter funds (shared by every replica). */
const demoFundingLimit = (config: Config): SharedLimit => ({
  name: 'demo-funding',
  max: config.demoFundingPerHour,
  windowMs: 3_600_000,
  message: () => 'Too many new demo accounts from your network. Please try again in an hour.',
});

/** Counts one hit on a shared limit; true while the count is within its maximum. */
export async function withinSharedLimit(deps: UsersDeps, limit: SharedLimit, subject: string) {
  const hit = await countSharedHit(deps.db, sharedLimitKey(limit, subject), limit.windowMs);
  return hit.count <= limit.max;
}

/**
 * Demo only: a new account gets starter balances in the store and, on our demo chains, ETH, ACE and
 * DAPPX in its wallet, but only so many accounts from one client address an hour, so scripts cannot
 * drain the demo. Past the limit the account is still made, without funds: a class or a conference
 * behind one address can all try the store.
 */
export async function starterFundsFor(
  deps: UsersDeps,
  clientAddress: string,
): Promise<'given' | 'withheld' | 'none'> {
  if (!givesStarterFunds(deps.config)) return 'none';
  return (await withinSharedLimit(deps, demoFundingLimit(deps.config), clientAddress)) ? 'given' : 'withheld';
}

export async function fundNewDemoAccount(deps: UsersDeps, walletAddress: string): Promise<void> {
  if (deps.config.chains?.demo) await fundDemoAccount(deps.config.chains, walletAddress);
}
