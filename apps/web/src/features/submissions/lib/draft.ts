import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import {
  submissionBody,
  submissionsTexts,
  type SubmissionBody,
  type SubmissionView,
} from '@dappx/shared/submissions';
import { getAddress } from 'viem';

/** The form's values as typed: a category not chosen yet is ''. */
export type Draft = Omit<SubmissionBody, 'category' | 'contracts'> & {
  category: ChartCategory | '';
  contracts: { chain: string; address: string }[];
};

export const emptyDraft: Draft = {
  name: '',
  url: 'https://',
  category: '',
  description: '',
  logo: '',
  chains: [],
  contracts: [],
  contact_email: '',
};

export const draftOf = (submission: SubmissionView): Draft => ({
  name: submission.name,
  url: submission.url,
  category: submission.category,
  description: submission.description,
  logo: submission.logo,
  chains: submission.chains as Draft['chains'],
  contracts: submission.contracts,
  contact_email: submission.contact_email,
});

/** A field's key as the form names it: `name`, `contracts.0.address`… */
export type Problems = Record<string, string>;

/** What the server checks beyond the schema, checked here too so the form says it first. */
function contractProblems(draft: Draft, problems: Problems) {
  draft.contracts.forEach(({ chain, address }, index) => {
    const hex = address.slice(2);
    if (/[a-f]/.test(hex) && /[A-F]/.test(hex) && problems[`contracts.${index}.address`] === undefined) {
      const valid = /^0x[0-9a-fA-F]{40}$/.test(address) && getAddress(address.toLowerCase()) === address;
      if (!valid) problems[`contracts.${index}.address`] = submissionsTexts.addressChecksum;
    }
    if (chain && !draft.chains.includes(chain as Draft['chains'][number])) {
      problems[`contracts.${index}.chain`] = submissionsTexts.contractChainNotChosen;
    }
  });
}

/** Every field's first problem, in the server's English words (the page translates them). */
export function problemsOf(draft: Draft): Problems {
  const problems: Problems = {};
  const parsed = submissionBody.safeParse(draft);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path.join('.');
    problems[key] ??= issue.message;
  }
  if (!draft.logo) problems.logo = submissionsTexts.logoRequired;
  contractProblems(draft, problems);
  return problems;
}
