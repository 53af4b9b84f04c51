import { roleAllows, type OperatorRole } from '@dappx/shared/operator-roles';
import { catalogueScreens } from '../features/catalogue/catalogue-tables';

/**
 * Which roles see each console screen, besides the owner who sees all (the server checks every call
 * as well; this only keeps screens a role cannot use out of its menu).
 */
export const screenRoles: Record<string, readonly OperatorRole[]> = {
  maintenance: [],
  operators: [],
  audit: ['editor', 'support', 'finance'],
  submissions: ['editor'],
  contracts: ['editor'],
  ...catalogueScreens,
  'money-settings': ['finance'],
  credits: ['finance'],
  'credit-approvals': ['finance'],
  'setting-approvals': ['finance'],
  seasons: ['finance'],
  withdrawals: ['finance'],
  prices: ['finance'],
  refunds: ['finance'],
  users: ['support'],
  'review-reports': ['support'],
};

export const screenAllows = (role: OperatorRole | undefined, screen: string) =>
  role !== undefined && roleAllows(role, screenRoles[screen] ?? []);
