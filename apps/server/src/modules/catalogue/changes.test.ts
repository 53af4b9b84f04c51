import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectHiddenAppLeavesOtherSearch } from '../../../test/catalogue-change';
import { createTestApp } from '../../../test/test-app';

// Caches far longer than a test: only the announcement of the change can make a replica read afresh.
const longCache = { CATALOGUE_CACHE_MS: '600000' };

describe('a catalogue change on one replica', () => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let other: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp(longCache);
    other = await createTestApp(longCache, one.databaseUrl);
  }, 120_000);
  afterAll(async () => {
    await other.close();
    await one.close();
  });

  it('is served at once by another replica on the same database, whose caches it clears', async () => {
    await expectHiddenAppLeavesOtherSearch(one, other, 2_000);
  });
});
