import { allEndpoints } from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('which paths are the API', () => {
  it('every declared endpoint, so a miss under it is a JSON 404', () => {
    const outside = allEndpoints.filter((endpoint) => !isApiPath(endpoint.path.replace(/:\w+/g, 'x')));
    expect(outside).toEqual([]);
    expect(isApiPath('/users/acent/nothing-here?x=1')).toBe(true);
  });

  it('the media files and any path whose dot segments lead into the API', () => {
    for (const path of [
      '/media/videos/.',
      '/media/banners/..',
      '/users/%2e%2e/transactionsHistory',
      '/games/../v1/x',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it("never the web app's pages", () => {
    for (const page of ['/', '/games', '/user-profile/ace', '/usersettings', '/nft-collection/1']) {
      expect(isApiPath(page)).toBe(false);
    }
  });
});
