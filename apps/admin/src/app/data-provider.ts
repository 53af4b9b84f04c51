import { catalogueTables } from '@dappx/shared/catalogue-admin';
import type { DataProvider } from 'react-admin';
import { dataMethods, type ResourceData } from '../lib/resource-data';

type Loader = () => Promise<ResourceData>;

/**
 * Each console resource's data, from its own feature folder: one line here per resource. Loaded on the
 * first call, so the sign-in page carries none of the screens' schemas.
 */
const resources: Record<string, Loader> = {
  audit: async () => (await import('../features/audit/audit-data')).auditData,
  operators: async () => (await import('../features/operators/operators-data')).operatorsData,
  submissions: async () => (await import('../features/submissions/submissions-data')).submissionsData,
  contracts: async () => (await import('../features/contract-proofs/contracts-data')).contractsData,
  'money-settings': async () => (await import('../features/money/money-settings-data')).moneySettingsData,
  credits: async () => (await import('../features/money/credits-data')).creditsData,
  'credit-approvals': async () => (await import('../features/money/credits-data')).creditApprovalsData,
  'setting-approvals': async () =>
    (await import('../features/money/setting-changes-data')).settingApprovalsData,
  seasons: async () => (await import('../features/money/seasons-data')).seasonsData,
  withdrawals: async () => (await import('../features/money/withdrawals-data')).withdrawalsData,
  prices: async () => (await import('../features/money/prices-data')).pricesData,
  refunds: async () => (await import('../features/money/refunds-data')).refundsData,
  users: async () => (await import('../features/users/users-data')).usersData,
  'review-reports': async () => (await import('../features/reviews/reviews-data')).reviewsData,
};
for (const table of catalogueTables)
  resources[table] = async () => (await import('../features/catalogue/catalogue-data')).catalogueData[table]!;

/** react-admin's data over our own /admin/api, dispatched to the resource's feature. */
export const dataProvider = Object.fromEntries(
  dataMethods.map((method) => [
    method,
    async (resource: string, params: unknown) => {
      const data = await resources[resource]?.();
      const answer = data?.[method] as ((resource: string, params: unknown) => Promise<unknown>) | undefined;
      if (!answer) throw new Error(`The console has no ${method} for ${resource}`);
      return answer(resource, params);
    },
  ]),
) as unknown as DataProvider;
