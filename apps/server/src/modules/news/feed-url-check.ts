import { catalogueAdminEndpoints, errorCodes, newsTexts } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { preHandlerWhere } from '../../lib/route-hooks';
import type { App } from '../../lib/types';
import { namesPrivateHost, type PrivateFeedOrigins } from './feed-address';

const savingRow = [catalogueAdminEndpoints.createCatalogueRow, catalogueAdminEndpoints.updateCatalogueRow];

/**
 * Refuses at once, with words an editor can act on, a news feed saved in the console whose URL names
 * the server's own machine or a private network (a literal address, localhost). A name that resolves
 * to one is refused when the feed is read (fetch-feed.ts), the check that cannot be got around.
 * Registered after the operators' authentication, so a stranger learns nothing from it.
 */
export function registerFeedAddressCheck(app: App, allowed: PrivateFeedOrigins) {
  preHandlerWhere(
    app,
    (route) => savingRow.some((endpoint) => endpoint.path === route.url && endpoint.method === route.method),
    async (request) => {
      const body = request.body as { table?: string; fields?: { url?: unknown } } | undefined;
      const url = body?.fields?.url;
      if (body?.table !== 'news-feeds' || typeof url !== 'string') return;
      if (namesPrivateHost(url, allowed))
        throw new AppError(400, errorCodes.validation, newsTexts.privateFeed);
    },
  );
}
