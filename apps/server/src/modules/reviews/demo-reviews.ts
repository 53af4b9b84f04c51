import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../db/client';
import { reviewDigestInput, reviewMessage, reviewReplyMessage, type ReviewBody } from '@dappx/shared';
import { keccak256, stringToBytes } from 'viem';
import { countedUserOf, reviewsWhere, teamRoleOf } from './repository';
import { submitReply, submitReview } from './service';

/** A wallet of the demo history's, with the dapp it used (`@dappx/contracts` DemoReviewer). */
export type DemoReviewer = { dapp: string; key: Hex; farm: boolean };

type Content = Pick<ReviewBody, 'rating' | 'language' | 'text'>;

/** What the demo's users say: varied ratings in the store's three languages. */
const demoContents: Content[] = [
  { rating: 5, language: 'en', text: 'Smooth and cheap: I use it every week and it has never let me down.' },
  {
    rating: 4,
    language: 'es',
    text: 'Funciona bien y las comisiones son bajas, aunque a veces tarda en confirmar.',
  },
  { rating: 2, language: 'en', text: 'Two of my transactions failed in busy hours and the fees went up.' },
  { rating: 5, language: 'pt', text: 'Ótimo app, uso quase todo dia e nunca tive problema.' },
  { rating: 3, language: 'es', text: 'Está bien, pero la interfaz podría explicar mejor los riesgos.' },
  { rating: 4, language: 'pt', text: 'Bom e rápido, mas as taxas subiram no último mês.' },
];
const farmContent: Content = {
  rating: 5,
  language: 'en',
  text: 'Best rewards ever!!! Everyone should come and mint right now!!!',
};
const replies: Record<Content['language'], string> = {
  en: 'Thanks for the feedback! We are on it.',
  es: '¡Gracias por tu opinión! Estamos en ello.',
  pt: 'Obrigado pelo retorno! Estamos cuidando disso.',
};

/** How many of this start's users review each app, besides one wallet of the farm where it farmed. */
const perApp = 4;

const hashOf = (text: string) => keccak256(stringToBytes(text));

/** A review signed now by the reviewer's key, as the web app has the wallet sign it. */
async function signedBody(app: string, key: Hex, content: Content) {
  const account = privateKeyToAccount(key);
  const signedAt = new Date().toISOString();
  const hash = hashOf(reviewDigestInput(content));
  const message = reviewMessage({ app, wallet: account.address, hash, signedAt });
  const signature = await account.signMessage({ message });
  return { account, body: { app, ...content, signed_at: signedAt, signature } };
}

/**
 * The demo chains are new at every start, and with them the history's wallets: reviews of an earlier
 * start's wallets (no account, no row of the indexer's left) are removed, so a restart shows this start's.
 */
async function removeStaleDemoReviews(db: Db, app: string) {
  await db.execute(sql`
    DELETE FROM reviews r WHERE r.app_slug = ${app}
      AND NOT EXISTS (SELECT 1 FROM users u WHERE lower(u.public_address) = r.wallet)
      AND NOT EXISTS (SELECT 1 FROM rankings_transactions t WHERE t.app_slug = r.app_slug AND t.from_address = r.wallet)`);
}

/** Writes one app's demo reviews as far as the indexer allows; answers whether the app has them all. */
async function seedApp(db: Db, app: string, reviewers: DemoReviewer[], studioKey: Hex): Promise<boolean> {
  const eligible = [];
  for (const reviewer of reviewers)
    if (await countedUserOf(db, app, privateKeyToAccount(reviewer.key).address)) eligible.push(reviewer);
  // Nothing of this start's counted yet: the indexer has not read its chains, so nothing is stale yet either.
  if (eligible.length === 0) return false;
  await removeStaleDemoReviews(db, app);
  const farm = new Set(
    reviewers.filter((each) => each.farm).map((each) => privateKeyToAccount(each.key).address.toLowerCase()),
  );
  const standing = await reviewsWhere(db, sql`r.app_slug = ${app}`);
  const reviewed = new Set(standing.map((review) => review.wallet));
  let regulars = standing.filter((review) => !farm.has(review.wallet)).length;
  // From what stands, not from the loop: the farm's wallet counted first this round may not be the one that wrote.
  let farmed = standing.some((review) => farm.has(review.wallet));
  for (const [i, reviewer] of eligible.entries()) {
    const wallet = privateKeyToAccount(reviewer.key).address.toLowerCase();
    if (reviewed.has(wallet)) continue;
    if (reviewer.farm ? farmed : regulars >= perApp) continue;
    const content = reviewer.farm ? farmContent : demoContents[(i + app.length) % demoContents.length]!;
    const { account, body } = await signedBody(app, reviewer.key, content);
    await submitReview(db, account.address, body);
    if (reviewer.farm) farmed = true;
    else regulars++;
  }
  await replyAsTeam(db, app, studioKey);
  return regulars >= perApp && (farmed || !reviewers.some((reviewer) => reviewer.farm));
}

/** The studio (the demo dapps' deployer, whose proofs stand) replies once to its app's first review. */
async function replyAsTeam(db: Db, app: string, studioKey: Hex) {
  const studio = privateKeyToAccount(studioKey);
  if (!(await teamRoleOf(db, app, studio.address))) return;
  const reviews = await reviewsWhere(db, sql`r.app_slug = ${app} AND r.hidden_at IS NULL`);
  if (reviews.length === 0 || reviews.some((review) => review.reply)) return;
  const review = reviews.at(-1)!;
  const text = replies[review.language];
  const signedAt = new Date().toISOString();
  const message = reviewReplyMessage({ app, reviewId: review.id, hash: hashOf(text), signedAt });
  const signature = await studio.signMessage({ message });
  await submitReply(db, { review_id: review.id, text, signed_at: signedAt, signature });
}

/**
 * One round of the demo's reviews: each app listing a demo dapp gets a few reviews from the history's
 * users the indexer counted (and one from the wallet farm's game), through the same checks as anyone's.
 * Answers how many apps still wait for the indexer.
 */
export async function seedDemoReviews(
  db: Db,
  seed: { reviewers: DemoReviewer[]; appOf: Readonly<Record<string, string>>; studioKey: Hex },
): Promise<number> {
  const byApp = new Map<string, DemoReviewer[]>();
  for (const reviewer of seed.reviewers) {
    const app = seed.appOf[reviewer.dapp];
    if (app) byApp.set(app, [...(byApp.get(app) ?? []), reviewer]);
  }
  let waiting = 0;
  for (const [app, reviewers] of byApp) if (!(await seedApp(db, app, reviewers, seed.studioKey))) waiting++;
  return waiting;
}

/**
 * Writes the demo's reviews in the background once the indexer has counted the history's users (it
 * reads a month of blocks after the start), retrying every few seconds until every app has them, for
 * half an hour at most. The start does not wait for it.
 */
export function startDemoReviews(
  deps: { db: Db; log: FastifyBaseLogger },
  seed: Parameters<typeof seedDemoReviews>[1],
): { stop: () => Promise<void> } {
  const deadline = Date.now() + 30 * 60_000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = async () => {
    try {
      const waiting = await seedDemoReviews(deps.db, seed);
      if (waiting === 0) return deps.log.info('demo reviews written');
    } catch (error) {
      deps.log.warn({ err: error }, 'demo reviews: round failed, retrying');
    }
    if (!stopped && Date.now() < deadline) schedule();
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = round();
    }, 5_000);
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
