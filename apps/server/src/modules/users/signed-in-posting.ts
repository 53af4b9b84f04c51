import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { countLedgerEntry } from '../../lib/process-metrics';
import { refuseBeyond, sharedLimitKey, type SharedLimit } from '../../lib/shared-rate-limit';
import { hashToken } from '../../lib/secret-tokens';
import { postedAnswer, postOnceArguments, signedInUser, type LedgerEntry } from '../ledger';
import { moneyClaim } from './authentication';
import { postSignedIn } from './posting-batches';
import { checkedSession, requireSessionCountingWrite, sessionMissing } from './session';

/**
 * A signed-in money call that is one ledger entry, in one statement (shared with the calls that queue
 * beside it, `postSignedIn`): the session's write limit is
 * counted, the session read and checked, and the entry posted once per Idempotency-Key, only if every
 * check passes. The answers are those of the authentication hook and the posting apart, in their order:
 * 429 beyond the limit, 403 for a blocked wallet, 401 for a missing or ended session, then the posting's
 * 'Ok', earlier answer, 409 or overdraft refusal. A refused posting is still counted against the limit,
 * and so is a call with a repeated `session-id` header (its first is read), which the hook did not count.
 * `entryFor` builds the entry for a user's id; it is called with `signedInUser`, which the statement
 * replaces with the session's user.
 */
export async function postAsSignedIn(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
  limit: SharedLimit,
  entryFor: (userId: string) => LedgerEntry,
): Promise<{ message: 'Ok' }> {
  const header = request.headers['session-id'];
  const token = Array.isArray(header) ? header[0] : header;
  if (token === undefined) throw sessionMissing();
  const tokenHash = hashToken(token);
  const entry = await entryOrRefusal(request, deps, limit, () => entryFor(signedInUser));
  const claim = moneyClaim(request, signedInUser);
  const { found, hit, open, posted } = await postSignedIn(deps.db, deps.config.dbPoolMax, {
    tokenHash,
    counter: { key: sharedLimitKey(limit, tokenHash), windowMs: limit.windowMs, max: limit.max },
    idleMs: deps.config.signIn.sessionIdleMs,
    posting: postOnceArguments(claim, entry),
  }).catch((error: unknown) => {
    countLedgerEntry(entry.kind, 'error');
    throw error;
  });
  refuseBeyond(limit, hit);
  if (!token) throw sessionMissing();
  const signedIn = await checkedSession(found, tokenHash, deps, open);
  // The statement posts under the same conditions as these checks, with the database's own verdicts.
  if (posted === null) throw new Error('A signed-in posting passed its checks but was not made');
  return postedAnswer(deps.db, posted, { ...claim, userId: signedIn.user.id }, entry);
}

/**
 * The entry, or the call's refusal in the order the hook gave it before the handler: a call whose entry
 * is refused (a direction the token lacks) is first counted and its session checked.
 */
async function entryOrRefusal(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
  limit: SharedLimit,
  entry: () => LedgerEntry,
): Promise<LedgerEntry> {
  try {
    return entry();
  } catch (error) {
    await requireSessionCountingWrite(request, deps, limit);
    throw error;
  }
}
