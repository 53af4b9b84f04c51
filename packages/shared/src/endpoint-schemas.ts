/** The schemas of every endpoint by name, for the server (the web types its calls from them with `import type`). */
import type { EndpointSchemaTable } from './endpoint';
import { auditEndpointSchemas } from './audit';
import { balancesEndpointSchemas } from './balances';
import { catalogueEndpointSchemas } from './catalogue';
import { catalogueAdminEndpointSchemas } from './catalogue-admin';
import { chainsEndpointSchemas } from './chains';
import { contractProofsEndpointSchemas } from './contract-proofs';
import { contractSafetyEndpointSchemas } from './contract-safety';
import { creditsEndpointSchemas } from './credits';
import { dashboardEndpointSchemas } from './dashboard';
import { explorerEndpointSchemas } from './explorer';
import { governanceEndpointSchemas } from './governance';
import { healthEndpointSchemas } from './health';
import { historyEndpointSchemas } from './history';
import { launcherEndpointSchemas } from './launcher';
import { layer2EndpointSchemas } from './layer2';
import { marketplaceEndpointSchemas } from './marketplace';
import { newsEndpointSchemas } from './news';
import { newsletterEndpointSchemas } from './newsletter';
import { operatorsEndpointSchemas } from './operators';
import { tokenStakingEndpointSchemas } from './token-staking';
import { pricesEndpointSchemas } from './prices';
import { rankingsEndpointSchemas } from './rankings';
import { reviewsEndpointSchemas } from './reviews';
import { seasonsEndpointSchemas } from './seasons';
import { settingsEndpointSchemas } from './settings';
import { submissionsEndpointSchemas } from './submissions';
import { transfersEndpointSchemas } from './transfers';
import { uploadsEndpointSchemas } from './uploads';
import { usersEndpointSchemas } from './users';
import { withdrawalsEndpointSchemas } from './withdrawals';

export const endpointSchemaTables = [
  auditEndpointSchemas,
  balancesEndpointSchemas,
  catalogueEndpointSchemas,
  catalogueAdminEndpointSchemas,
  chainsEndpointSchemas,
  contractProofsEndpointSchemas,
  contractSafetyEndpointSchemas,
  creditsEndpointSchemas,
  dashboardEndpointSchemas,
  explorerEndpointSchemas,
  governanceEndpointSchemas,
  healthEndpointSchemas,
  historyEndpointSchemas,
  launcherEndpointSchemas,
  layer2EndpointSchemas,
  marketplaceEndpointSchemas,
  newsEndpointSchemas,
  newsletterEndpointSchemas,
  operatorsEndpointSchemas,
  tokenStakingEndpointSchemas,
  pricesEndpointSchemas,
  rankingsEndpointSchemas,
  reviewsEndpointSchemas,
  seasonsEndpointSchemas,
  settingsEndpointSchemas,
  submissionsEndpointSchemas,
  transfersEndpointSchemas,
  uploadsEndpointSchemas,
  usersEndpointSchemas,
  withdrawalsEndpointSchemas,
] as const;

export const endpointSchemas: EndpointSchemaTable = Object.assign({}, ...endpointSchemaTables);
