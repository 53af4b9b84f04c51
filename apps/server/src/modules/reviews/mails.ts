import { mailTexts, type MailLanguage } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { renderMail } from '../../mail/layout';
import type { Mail, Mailer } from '../../mail/mailer';
import { findUserByAddress, rememberedMailLanguage } from '../users';

/** The author's mail when a moderator hid their review: the app, the reason, and where to see it. */
function reviewHiddenMail(
  to: string,
  language: MailLanguage,
  review: { appName: string; reason: string; link: string },
): Mail {
  const texts = mailTexts[language].reviewHidden;
  return renderMail({
    to,
    language,
    subject: texts.subject(review.appName),
    paragraphs: [texts.body(review.appName), `${texts.reason}\n${review.reason}`],
    action: { label: texts.button, href: review.link },
  });
}

/** An app's name, and its transactions page, where its reviews are shown (its author's own, hidden, too). */
async function appPage(db: DbExecutor, slug: string) {
  const { rows } = await db.execute<{ name: string }>(
    sql`SELECT name FROM rankings_apps WHERE slug = ${slug}`,
  );
  return { name: rows[0]?.name ?? slug, path: `/rankings/${slug}/transactions` };
}

/**
 * Tells a review's author that a moderator hid it, in the language they last used for a mail. An author
 * with no account or no address on file is told only on the app's page (their review's `hidden`).
 */
export async function tellAuthorOfHiding(
  deps: { db: DbExecutor; mailer: Mailer; publicUrl: string },
  review: { app: string; wallet: string; reason: string },
): Promise<void> {
  const author = await findUserByAddress(deps.db, review.wallet);
  if (!author?.email) return;
  const [language, page] = await Promise.all([
    rememberedMailLanguage(deps.db, author.id),
    appPage(deps.db, review.app),
  ]);
  await deps.mailer.send(
    reviewHiddenMail(author.email, language, {
      appName: page.name,
      reason: review.reason,
      link: `${deps.publicUrl}${page.path}`,
    }),
  );
}
