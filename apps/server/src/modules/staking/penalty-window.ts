const hourMs = 3_600_000;

/** When the penalty window of a stake made at `lastStakedAt` closes; null for an account never staked. */
export const holdUntil = (lastStakedAt: Date | null, penaltyHours: number): Date | null =>
  lastStakedAt ? new Date(lastStakedAt.getTime() + penaltyHours * hourMs) : null;

/** Whether an unstake now still pays the penalty, measured on this process's clock. */
export function inPenaltyWindow(lastStakedAt: Date | null, penaltyHours: number, now = Date.now()): boolean {
  const until = holdUntil(lastStakedAt, penaltyHours);
  return until !== null && until.getTime() > now;
}
