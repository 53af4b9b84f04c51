/**
 * PLACEHOLDER for the lead's seasons work: the ACE page's season Stake section (Current Season amount,
 * Stake History amount) and its Participation table go here. The ACE page already renders it, under the
 * governance History.
 */
export function SeasonStakeSection() {
  return null;
}
