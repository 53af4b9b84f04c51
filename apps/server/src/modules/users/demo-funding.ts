import { errorCodes } from '@dappx/shared';
import { fundDemoAccount } from '../../lib/demo-chains';
import { AppError } from '../../lib/app-error';
import { countHit } from './repository';
import type { UsersDeps } from './service';

const hour = 3_600_000;

/**
 * Demo chains only: a new account's wallet gets ETH, ACE and DAPPX to try the store with, and its
 * store account starter balances; a client address may open only so many such accounts an hour
 * (counted in PostgreSQL, so every replica shares the count), so scripts cannot drain the demo.
 */
export async function limitDemoFunding(deps: UsersDeps, clientAddress: string): Promise<void> {
  if (!deps.config.chains?.demo) return;
  const opened = await countHit(deps.db, `demo-funding:${clientAddress}`, hour);
  if (opened > deps.config.demoFundingPerHour) {
    throw new AppError(
      429,
      errorCodes.rateLimited,
      'Too many new demo accounts from your network. Please try again in an hour.',
    );
  }
}

export async function fundNewDemoAccount(deps: UsersDeps, walletAddress: string): Promise<void> {
  if (deps.config.chains?.demo) await fundDemoAccount(deps.config.chains, walletAddress);
}
