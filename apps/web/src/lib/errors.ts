import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';

/*
 * The one walker over an error's cause chain. viem and wagmi wrap the wallet's own error (which carries the
 * EIP-1193 code) in one or more of their own; our API client throws ApiRequestError. Everything that turns an
 * error into what the user reads starts from `describeError`; the words are chosen at the UI edge.
 */

type Link = { code?: unknown; message?: unknown; shortMessage?: unknown; cause?: unknown };

/** Each error of the chain, outermost first (a cycle ends the walk). */
export function causesOf(error: unknown): Link[] {
  const chain: Link[] = [];
  for (let current = error; current && typeof current === 'object'; current = (current as Link).cause) {
    if (chain.includes(current as Link)) break;
    chain.push(current as Link);
  }
  return chain;
}

/**
 * EIP-1193 / EIP-3085 codes the store tells apart: the user said no; a request is already waiting in the
 * wallet; the wallet does not know the chain; the wallet is not connected to it.
 */
export const walletCodes = {
  declined: 4001,
  pending: -32002,
  unknownChain: 4902,
  chainDisconnected: 4901,
} as const;

/** Whether any error of the chain carries the wallet code. */
export const hasWalletCode = (error: unknown, code: number) =>
  causesOf(error).some((link) => link.code === code);

/** The innermost error with a numeric code (the wallet's own) and its message, if the chain has one. */
export function walletErrorOf(error: unknown): { code?: number; message?: string } {
  const coded = causesOf(error).findLast((link) => typeof link.code === 'number');
  if (coded) return { code: coded.code as number, message: stringOr(coded.message) };
  return { message: error instanceof Error ? error.message : undefined };
}

/** Our API's refusal anywhere in the chain. */
export const apiErrorOf = (error: unknown): ApiRequestError | undefined =>
  causesOf(error).find((link): link is ApiRequestError & Link => link instanceof ApiRequestError);

/**
 * The wallet is on a chain the call cannot use: viem's mismatch and unconfigured-chain errors, and the
 * codes for a chain the wallet does not know or is not connected to.
 */
function isWrongNetwork(error: unknown): boolean {
  return causesOf(error).some((link) => {
    const name = (link as { name?: unknown }).name;
    return (
      link.code === walletCodes.unknownChain ||
      link.code === walletCodes.chainDisconnected ||
      name === 'ChainMismatchError' ||
      name === 'ChainNotConfiguredError'
    );
  });
}

/** How the wallet turned a request down, when it did: the one reading of its codes for every caller. */
export type WalletRefusal = 'declined' | 'pending' | 'wrong-network';

export function walletRefusalOf(error: unknown): WalletRefusal | undefined {
  if (hasWalletCode(error, walletCodes.declined)) return 'declined';
  if (hasWalletCode(error, walletCodes.pending)) return 'pending';
  if (isWrongNetwork(error)) return 'wrong-network';
  return undefined;
}

export type ErrorDescription =
  | { kind: 'declined' }
  | { kind: 'pending' }
  | { kind: 'wrong-network' }
  /** Our API could not be reached at all. */
  | { kind: 'offline' }
  /** Our API's rate limit: its message already says how long to wait, in the visitor's language. */
  | { kind: 'rate-limited'; message: string }
  | { kind: 'api'; code: string; status: number; message: string }
  | { kind: 'wallet'; code: number; message: string }
  | { kind: 'unknown'; message?: string };

/**
 * What went wrong, for the user: declined in the wallet, a request already waiting there, our API's answer
 * (its message is the specification's text), the wallet's own message, or something unexpected.
 */
export function describeError(error: unknown): ErrorDescription {
  const refusal = walletRefusalOf(error);
  if (refusal) return { kind: refusal };
  const api = apiErrorOf(error);
  if (api?.status === 0) return { kind: 'offline' };
  if (api?.status === 429) return { kind: 'rate-limited', message: api.message };
  if (api) return { kind: 'api', code: api.code, status: api.status, message: api.message };
  const wallet = walletErrorOf(error);
  if (wallet.code !== undefined && wallet.message) {
    return { kind: 'wallet', code: wallet.code, message: wallet.message };
  }
  const short = causesOf(error)
    .map((link) => stringOr(link.shortMessage))
    .find(Boolean);
  return { kind: 'unknown', message: short ?? wallet.message };
}

/**
 * Words for one failure, each saying what to do next: declined, waiting in the wallet, the wrong network,
 * no connection, and the fallback when nothing better is known.
 */
export type FailureTexts = {
  declined: string;
  pending: string;
  wrongNetwork: string;
  offline: string;
  failed: string;
};

/** The sentence a dialog shows for a failure: the user's own refusal, our API's text, the wallet's, or the fallback. */
export function failureText(error: unknown, texts: FailureTexts): string {
  const described = describeError(error);
  switch (described.kind) {
    case 'declined':
      return texts.declined;
    case 'pending':
      return texts.pending;
    case 'wrong-network':
      return texts.wrongNetwork;
    case 'offline':
      return texts.offline;
    case 'rate-limited':
    case 'api':
    case 'wallet':
      return described.message;
    default:
      return texts.failed;
  }
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The common words for a failure in the visitor's language; `failed` may be a dialog's own fallback. */
export const failureTextsOf = (t: TFunction, failed = t('errors.walletFailed')): FailureTexts => ({
  declined: t('errors.walletDeclined'),
  pending: t('errors.walletPending'),
  wrongNetwork: t('errors.wrongNetwork'),
  offline: t('errors.offline'),
  failed,
});

/**
 * The sentence for a read that failed: the store's own words (a busy store says how long to wait), no
 * connection, else the general one.
 */
export function readFailureText(error: unknown, t: TFunction): string {
  const described = describeError(error);
  if (described.kind === 'rate-limited' || described.kind === 'api') return described.message;
  if (described.kind === 'offline') return t('errors.offline');
  return t('somethingWentWrong');
}
