// Zod-free: the store's submit form and the console may import the texts and statuses alone.

/** What the submission calls answer (en; es and pt in server-texts.ts). */
export const submissionsTexts = {
  nameRequired: 'Enter the dapp’s name (at most 60 characters).',
  urlInvalid: 'Enter the dapp’s address, starting with https://.',
  categoryInvalid: 'Choose one of the store’s categories.',
  descriptionRequired: 'Describe the dapp (at most 2000 characters).',
  logoRequired: 'Upload a logo.',
  logoNotUploaded: 'This logo is not one of the store’s uploads: upload it again.',
  chainsRequired: 'Choose at least one chain.',
  chainInvalid: 'Choose one of the store’s chains.',
  addressInvalid: 'Enter a contract address: 0x and 40 hexadecimal characters.',
  addressChecksum: 'This address’s capital letters do not match its checksum (EIP-55).',
  contractChainNotChosen: 'This contract’s chain is not one of the dapp’s chains.',
  contractRepeated: 'This contract is listed twice.',
  tooManyContracts: 'At most 20 contract addresses.',
  emailInvalid: 'Enter a valid contact email.',
  noteRequired: 'Write a note to the submitter.',
  noteTooLong: 'The note is at most 1000 characters.',
  noSuchSubmission: 'No such submission.',
  notEditable: 'This submission can be edited only when changes are requested.',
  alreadyReviewed: 'This submission was already approved or rejected.',
  slugTaken: 'An app with this name is already in the catalogue.',
} as const;

/** Where a submission is: with the editors, back with its submitter, or decided. */
export const submissionStatuses = ['submitted', 'changes_requested', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** What an editor decides; each sends the submitter a mail and writes an audit row. */
export const submissionDecisions = ['approve', 'request_changes', 'reject'] as const;
export type SubmissionDecision = (typeof submissionDecisions)[number];

export const submissionLimits = { name: 60, url: 300, description: 2000, contracts: 20, note: 1000 } as const;

/** The console's review queue: rows a page by default, and at most. */
export const submissionsPageSize = 25;
export const submissionsPageMax = 100;

/** The daily cap's refusal (es and pt in server-texts.ts), given the cap and the wait, e.g. `3 h`. */
export const submissionsPerDayText = (max: number, wait: string) =>
  `You can submit at most ${max} dapps a day. Please try again in ${wait}.`;
