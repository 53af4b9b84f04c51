import type { GovernanceToken } from '@dappx/shared';

export const symbolOf: Record<GovernanceToken, string> = { acent: 'ACE', edao: 'EDAO' };
