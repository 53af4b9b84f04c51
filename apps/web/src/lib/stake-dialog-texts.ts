/** Texts every stake dialog checks on the client before asking the server (wallet-area spec, sections 5 and 8). */
export const stakeDialogTexts = {
  checkbox: 'Please read labels and check the box before we proceed.',
  activationFailed: 'Could not process Activation!',
} as const;
