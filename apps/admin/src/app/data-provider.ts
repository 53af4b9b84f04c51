import type { DataProvider } from 'react-admin';
import { auditData } from '../features/audit/audit-data';
import { catalogueData } from '../features/catalogue/catalogue-data';
import { contractsData } from '../features/contract-proofs/contracts-data';
import { creditApprovalsData, creditsData } from '../features/money/credits-data';
import { moneySettingsData } from '../features/money/money-settings-data';
import { pricesData } from '../features/money/prices-data';
import { refundsData } from '../features/money/refunds-data';
import { seasonsData } from '../features/money/seasons-data';
import { settingApprovalsData } from '../features/money/setting-changes-data';
import { withdrawalsData } from '../features/money/withdrawals-data';
import { operatorsData } from '../features/operators/operators-data';
import { reviewsData } from '../features/reviews/reviews-data';
import { submissionsData } from '../features/submissions/submissions-data';
import { usersData } from '../features/users/users-data';
import { dataMethods, type ResourceData } from './resource-data';

/** Each console resource's data, from its own feature folder: one line here per resource. */
const resources: Record<string, ResourceData> = {
  audit: auditData,
  ...catalogueData,
  operators: operatorsData,
  submissions: submissionsData,
  contracts: contractsData,
  'money-settings': moneySettingsData,
  credits: creditsData,
  'credit-approvals': creditApprovalsData,
  'setting-approvals': settingApprovalsData,
  seasons: seasonsData,
  withdrawals: withdrawalsData,
  prices: pricesData,
  refunds: refundsData,
  users: usersData,
  'review-reports': reviewsData,
};

/** react-admin's data over our own /admin/api, dispatched to the resource's feature. */
export const dataProvider = Object.fromEntries(
  dataMethods.map((method) => [
    method,
    (resource: string, params: unknown) => {
      const answer = resources[resource]?.[method] as
        ((resource: string, params: unknown) => Promise<unknown>) | undefined;
      if (!answer) return Promise.reject(new Error(`The console has no ${method} for ${resource}`));
      return answer(resource, params);
    },
  ]),
) as unknown as DataProvider;
