import { declareEndpoints } from '../endpoint';
import type { newsEndpointSchemas } from '../news';

/** The MEDIA news cards, served by the admin API host (storefront spec, sections 3 and 7). */
export const newsEndpoints = declareEndpoints<typeof newsEndpointSchemas>()({
  cryptoNews: { method: 'GET', path: '/crypto/news', auth: 'public', host: 'admin' },
});
