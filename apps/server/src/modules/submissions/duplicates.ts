import type { SubmissionDuplicate, SubmittedContract } from '@dappx/shared';

/** The URL as duplicates are compared: `https://Example.com/app/` and `https://example.com/app` meet. */
export const urlKeyOf = (url: string) => url.trim().toLowerCase().replace(/\/+$/, '');

const contractKey = ({ chain, address }: SubmittedContract) => `${chain}:${address.toLowerCase()}`;

export type Comparable = {
  id: string;
  name: string;
  urlKey: string;
  contracts: SubmittedContract[];
  appSlug: string | null;
};

/**
 * What `submission` shares with the others and with the catalogue's apps: the same URL, or the same
 * contract on the same chain. An approved submission is named by the app it became. Flagged for the
 * editor to judge, never refused: a team may submit a new version of its own dapp.
 */
export function duplicatesOf(
  submission: Comparable,
  others: Comparable[],
  apps: { slug: string; name: string; href: string; contracts: SubmittedContract[] }[],
): SubmissionDuplicate[] {
  const found: SubmissionDuplicate[] = [];
  const ownContracts = new Set(submission.contracts.map(contractKey));
  for (const other of others) {
    if (other.id === submission.id) continue;
    const of = other.appSlug ? `app:${other.appSlug}` : `submission:${other.id}`;
    if (other.urlKey === submission.urlKey) found.push({ reason: 'url', of, name: other.name });
    if (other.contracts.some((contract) => ownContracts.has(contractKey(contract)))) {
      found.push({ reason: 'contract', of, name: other.name });
    }
  }
  for (const app of apps) {
    const named = found.some((duplicate) => duplicate.of === `app:${app.slug}`);
    if (app.slug === submission.appSlug || named) continue;
    if (urlKeyOf(app.href) === submission.urlKey) {
      found.push({ reason: 'url', of: `app:${app.slug}`, name: app.name });
    }
    if (app.contracts.some((contract) => ownContracts.has(contractKey(contract)))) {
      found.push({ reason: 'contract', of: `app:${app.slug}`, name: app.name });
    }
  }
  return found;
}
