// Zod-free: the console's sign-in page may import the texts alone.

/** What the operator console's API answers (en; es and pt in server-texts.ts). */
export const operatorsTexts = {
  sessionMissing: 'Sign in to the operator console to continue.',
  sessionExpired: 'Your operator session has ended. Please sign in again.',
  forbidden: 'Your operator role does not allow this.',
  signatureRejected: 'The signature does not match this operator or its current one-time number.',
  alreadyOperator: 'This wallet is already an operator.',
  notOperator: 'No operator has this wallet address.',
  lastOwner: 'The store keeps at least one active owner.',
  invalidRole: 'The role must be owner, editor, support or finance.',
  maintenanceMessageTooLong: 'The maintenance message is at most 280 characters.',
  invalidCursor: 'Not a cursor this list gave out.',
  unknownAuditAction: 'Not an action the audit log records.',
  invalidAuditTime: 'A date and time like 2026-01-31T00:00:00Z, from the year 1 on.',
  invalidAuditTarget: 'A target is 1 to 200 letters, digits and : . _ - signs.',
} as const;
