// Apart from the schemas, so a page can show these texts without loading zod.

/** Season stake texts (wallet-area spec, section 5). */
export const seasonTexts = {
  insufficient: 'Insufficient balance!',
  belowMinimum: 'Your Stake amount is below the minimum limit!',
  aboveMaximum: 'Stake amount is greater than the maximum limit!',
  invalid: 'Invalid input!',
  closed: 'This season is no longer open for staking.',
  notFound: 'This season does not exist.',
  wrongWallet: 'Something went wrong! Refresh the page and try again.',
} as const;

/** What the console's season calls answer (en; es and pt in server-texts.ts). */
export const seasonAdminTexts = {
  baseUnits: 'must be a whole number of base units above 0',
  days: 'must be a whole number of days from 0 to 9999',
  name: 'must be 1 to 80 characters',
  maxBelowMin: 'must be at least min_amount',
} as const;
