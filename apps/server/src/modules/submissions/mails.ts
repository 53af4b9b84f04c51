import type { ReviewSubmissionBody } from '@dappx/shared';
import type { Mail } from '../../mail/mailer';

type Decided = { name: string; contactEmail: string };

const lines = (...parts: (string | undefined)[]) => parts.filter((part) => part !== undefined).join('\n\n');

/** The submitter's mail for an editor's decision, with the page where they follow their submissions. */
export function decisionMail(
  submission: Decided,
  review: ReviewSubmissionBody,
  pageUrl: string,
  appUrl?: string,
): Mail {
  const note = review.note ? `The editor’s note:\n${review.note}` : undefined;
  const byDecision = {
    approve: {
      subject: `Your dapp ${submission.name} is now listed on DAPPX`,
      text: lines(
        `Good news: ${submission.name} was approved and is now in the DAPPX catalogue.`,
        appUrl,
        note,
      ),
    },
    request_changes: {
      subject: `Changes requested for your dapp ${submission.name}`,
      text: lines(
        `An editor looked at ${submission.name} and asks for a few changes before it can be listed.`,
        note,
        `Edit and send it again from your submissions: ${pageUrl}`,
      ),
    },
    reject: {
      subject: `Your dapp ${submission.name} was not accepted`,
      text: lines(
        `An editor reviewed ${submission.name} and could not accept it for DAPPX.`,
        note && note.replace('note', 'reason'),
      ),
    },
  }[review.decision];
  return {
    to: submission.contactEmail,
    ...byDecision,
    text: `${byDecision.text}\n\nYour submissions: ${pageUrl}\n`,
  };
}
