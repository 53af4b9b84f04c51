import type { AuditAction } from '@dappx/shared/audit';
import { catalogueTables, type CatalogueTable } from '@dappx/shared/catalogue-admin';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

/** The users list narrowed to one wallet (users are kept by id; the log names their address). */
const userWith = (address: string) => `/users?filter=${encodeURIComponent(JSON.stringify({ q: address }))}`;

/** Screens that show every target of an area, for the areas without a screen per row. */
const areaScreens: Partial<Record<string, string>> = {
  maintenance: '/maintenance',
  operator: '/operators',
  'withdraw-settings': '/money-settings',
  'staking-settings': '/money-settings',
  'credit-limits': '/money-settings',
  season: '/seasons',
  refund: '/refunds',
  review: '/review-reports',
  contract: '/contracts',
};

/** Where the console shows a log row's target (the user, the app, the setting), if it has a screen for it. */
export function targetPath(action: AuditAction, target: string): string | undefined {
  const [area] = action.split('.') as [string];
  const [kind, id] = target.split(':');
  if (area === 'catalogue' && id && catalogueTables.includes(kind as CatalogueTable)) return `/${kind}/${id}`;
  if (area === 'submission' && id) return `/submissions/${id}/show`;
  if ((area === 'user' || area === 'credit') && addressPattern.test(target)) return userWith(target);
  if (area === 'price') return `/prices/${encodeURIComponent(target)}`;
  return areaScreens[area];
}
