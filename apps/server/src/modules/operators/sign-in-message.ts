import { createHmac } from 'node:crypto';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import type { Config } from '../../config';

/** A new message every 5 minutes, each good for 10: whoever asks gets at least 5 minutes to sign. */
const periodSeconds = 5 * 60;
const lifetimeSeconds = 10 * 60;

/** What the console's wallet signs, above the EIP-4361 fields. */
const statement = 'Sign in to the DAPPX operator console.';

/** Whose message is derived: an active operator's seed (replaced at each sign-in), or none for anyone else. */
export type MessageFor = { secret: string; address: string; seed: string | undefined };

export type OperatorSignInMessage = { nonce: string; message: string; expiresAt: Date };

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

/**
 * Each address's messages start at its own moment of the period, derived from the key, so that neither
 * when they start nor how long they last tells an operator from a stranger.
 */
const phaseOf = (secret: string, address: string) =>
  hmac(secret, `phase:${address.toLowerCase()}`).readUInt32BE(0) % periodSeconds;

/**
 * The EIP-4361 message of period `back` periods before the current one: domain and URI from PUBLIC_URL,
 * the store's L1 chain id, a nonce derived with the key (never stored, so a stranger's address costs no
 * row and is answered by the same steps), issued at the period's start, expiring 10 minutes later.
 */
export function signInMessageOf(
  config: Config,
  input: MessageFor,
  now: Date,
  back = 0,
): OperatorSignInMessage {
  const phase = phaseOf(input.secret, input.address);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const issuedSeconds = phase + (Math.floor((nowSeconds - phase) / periodSeconds) - back) * periodSeconds;
  const nonce = hmac(
    input.secret,
    `nonce:${input.address.toLowerCase()}:${input.seed ?? 'none'}:${issuedSeconds}`,
  )
    .toString('hex')
    .slice(0, 32);
  const issuedAt = new Date(issuedSeconds * 1000);
  const expiresAt = new Date((issuedSeconds + lifetimeSeconds) * 1000);
  const url = new URL(config.publicUrl);
  const message = createSiweMessage({
    domain: url.host,
    address: getAddress(input.address),
    statement,
    uri: url.origin,
    version: '1',
    chainId: signInChainId(config),
    nonce,
    issuedAt,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt };
}

/** The messages a signature may still be of at `now`: the current period's and, while unexpired, the last one's. */
export const liveSignInMessages = (config: Config, input: MessageFor, now: Date) =>
  [0, 1]
    .map((back) => signInMessageOf(config, input, now, back))
    .filter((candidate) => candidate.expiresAt.getTime() > now.getTime());

/** The chain the store's vaults live on (L1); before any chain is configured, Ethereum's. */
const signInChainId = (config: Config) => config.chains?.l1.chainId ?? 1;
