import { fundDemoAccount } from '../../lib/demo-chains';
import { enforceSharedLimit, type SharedLimit } from '../../lib/shared-rate-limit';
import type { UsersDeps } from './service';

/**
 * Demo chains only: a new account's wallet gets ETH, ACE and DAPPX to try the store with, and its
 * store account starter balances; a client address may open only so many such accounts an hour
 * (counted in PostgreSQL, so every replica shares the count), so scripts cannot drain the demo.
 */
export async function limitDemoFunding(deps: UsersDeps, clientAddress: string): Promise<void> {
  if (!deps.config.chains?.demo) return;
  const limit: SharedLimit = {
    name: 'demo-funding',
    max: deps.config.demoFundingPerHour,
    windowMs: 3_600_000,
    message: () => 'Too many new demo accounts from your network. Please try again in an hour.',
  };
  await enforceSharedLimit(deps.db, limit, clientAddress);
}

export async function fundNewDemoAccount(deps: UsersDeps, walletAddress: string): Promise<void> {
  if (deps.config.chains?.demo) await fundDemoAccount(deps.config.chains, walletAddress);
}
