import { mailTexts, type MailLanguage, type ReviewSubmissionBody } from '@dappx/shared';
import { renderMail } from '../../mail/layout';
import type { Mail } from '../../mail/mailer';

type Decided = { name: string; contactEmail: string };

/**
 * The submitter's mail for an editor's decision, in the submitter's language: its button opens the
 * listing (approved) or the page where they follow their submissions. The name and the note are the
 * submitter's and the editor's words, escaped by the layout.
 */
export function decisionMail(
  submission: Decided,
  review: ReviewSubmissionBody,
  links: { page: string; listing?: string },
  language: MailLanguage,
): Mail {
  const texts = mailTexts[language].decision;
  const decision = texts[review.decision];
  const noteLabel = review.decision === 'reject' ? texts.reason : texts.note;
  const action = links.listing
    ? { label: texts.listing, href: links.listing }
    : { label: texts.submissions, href: links.page };
  return renderMail({
    to: submission.contactEmail,
    language,
    subject: decision.subject(submission.name),
    paragraphs: [decision.body(submission.name), ...(review.note ? [`${noteLabel}\n${review.note}`] : [])],
    action,
    after: links.listing ? [`${texts.submissions}: ${links.page}`] : [],
  });
}
