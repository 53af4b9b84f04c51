/**
 * Every endpoint of the store's API, declared once (zod-free: the web's first load may import it). Each
 * feature's declarations sit in `endpoints/<feature>.ts`, its schemas in `<feature>.ts`.
 */
import type { EndpointDeclaration } from './endpoint';
import { balancesEndpoints } from './endpoints/balances';
import { catalogueEndpoints } from './endpoints/catalogue';
import { chainsEndpoints } from './endpoints/chains';
import { governanceEndpoints } from './endpoints/governance';
import { healthEndpoints } from './endpoints/health';
import { historyEndpoints } from './endpoints/history';
import { launcherEndpoints } from './endpoints/launcher';
import { layer2Endpoints } from './endpoints/layer2';
import { marketplaceEndpoints } from './endpoints/marketplace';
import { newsEndpoints } from './endpoints/news';
import { newsletterEndpoints } from './endpoints/newsletter';
import { pledgingEndpoints } from './endpoints/pledging';
import { pricesEndpoints } from './endpoints/prices';
import { seasonsEndpoints } from './endpoints/seasons';
import { settingsEndpoints } from './endpoints/settings';
import { transfersEndpoints } from './endpoints/transfers';
import { usersEndpoints } from './endpoints/users';
import { withdrawalsEndpoints } from './endpoints/withdrawals';

export {
  balancesEndpoints,
  catalogueEndpoints,
  chainsEndpoints,
  governanceEndpoints,
  healthEndpoints,
  historyEndpoints,
  launcherEndpoints,
  layer2Endpoints,
  marketplaceEndpoints,
  newsEndpoints,
  newsletterEndpoints,
  pledgingEndpoints,
  pricesEndpoints,
  seasonsEndpoints,
  settingsEndpoints,
  transfersEndpoints,
  usersEndpoints,
  withdrawalsEndpoints,
};

export const endpointGroups = [
  balancesEndpoints,
  catalogueEndpoints,
  chainsEndpoints,
  governanceEndpoints,
  healthEndpoints,
  historyEndpoints,
  launcherEndpoints,
  layer2Endpoints,
  marketplaceEndpoints,
  newsEndpoints,
  newsletterEndpoints,
  pledgingEndpoints,
  pricesEndpoints,
  seasonsEndpoints,
  settingsEndpoints,
  transfersEndpoints,
  usersEndpoints,
  withdrawalsEndpoints,
] as const;

/** All declarations, for whoever needs the whole list (the completeness test, the dev proxy, the server's API paths). */
export const allEndpoints: readonly (EndpointDeclaration & { name: string })[] = endpointGroups.flatMap(
  (group) => Object.values(group),
);
