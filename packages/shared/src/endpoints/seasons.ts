import { declareEndpoints } from '../endpoint';
import type { seasonsEndpointSchemas } from '../seasons';

/** Season stakes of ACE (wallet-area spec, section 5). */
export const seasonsEndpoints = declareEndpoints<typeof seasonsEndpointSchemas>()({
  /** The seasons themselves are public; the user's stakes below need a session. */
  currentPledgeSeason: { method: 'GET', path: '/users/acent/currentPledgeSeason', auth: 'public' },
  pledgedAcent: { method: 'GET', path: '/users/acent/pledgedAcent', auth: 'session' },
  /** `season_ids` is one comma-separated string. */
  pledgedAcentPerSeason: { method: 'GET', path: '/users/acent/pledgedAcentPerSeason', auth: 'session' },
  pledgeHistory: { method: 'GET', path: '/users/acent/pledgeHistory', auth: 'session' },
  createPledge: { method: 'POST', path: '/users/acent/createPledge', auth: 'money' },
  /** The console's seasons: list, create, close, as the admin's `season` command. */
  adminSeasons: { method: 'GET', path: '/admin/api/seasons', auth: 'operator', roles: ['finance'] },
  createAdminSeason: { method: 'POST', path: '/admin/api/seasons', auth: 'operator', roles: ['finance'] },
  closeAdminSeason: {
    method: 'POST',
    path: '/admin/api/seasons/:id/close',
    auth: 'operator',
    roles: ['finance'],
  },
});
