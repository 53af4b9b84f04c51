// The ledger's public face: every module that moves money does it through these.
export {
  assets,
  balanceOf,
  postEntry,
  systemAccount,
  userAccount,
  type AccountRef,
  type Asset,
  type LedgerEntry,
  type Line,
  type UserBucket,
} from './ledger';
export { credit, creditDemoStarter } from './credit';
export { grantCredit } from './credit-admin';
export { approveCredit, rejectCredit } from './credit-approvals';
export { ledgerRoutes } from './routes';
export { feeBuckets, feeLines } from './fee-lines';
export { conservationCheck, creditsWaiting, dailyFees } from './figures';
export { statementOf, statementPage } from './statement';
export { type ExternalEntryKind } from './schema';
export {
  moveMoney,
  once,
  postedAnswer,
  postOnceArguments,
  signedInUser,
  type MoneyClaim,
  type PostOnceArguments,
  type PostOnceOutcome,
} from './idempotency';
