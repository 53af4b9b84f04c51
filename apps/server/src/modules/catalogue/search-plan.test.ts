import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { nodesOf, plansOf } from '../../../test/query-plans';
import { createTestDatabase } from '../../../test/test-app';
import { search } from './repository';

// Large enough that PostgreSQL prefers the index: on 10,000 rows it reads them all, in about a millisecond.
describe('catalogue search on a large catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
    await database.pool.query(`
      INSERT INTO catalogue_apps (slug, name, href, image, category, currency)
      SELECT 'plan-' || n, (ARRAY['Swap','Kitty','Dragon','Lend','Vault'])[1 + n % 5] || ' World ' || n,
        'https://example.com/' || n, '/media/art/bench.svg', 'defi', 'ETH'
      FROM generate_series(1, 50000) AS n`);
    await database.pool.query(`
      INSERT INTO games (slug, name, href, image, currency)
      SELECT 'plan-game-' || n, 'Quest Arena ' || n, 'https://example.com/g' || n, '/media/art/bench.svg', 'ETH'
      FROM generate_series(1, 50000) AS n`);
    await database.pool.query('ANALYZE catalogue_apps; ANALYZE games');
  });
  afterAll(() => database.close());

  it('finds a name containing the text through the trigram index, not by reading every row', async () => {
    const plans = await plansOf(database.pool, (db) => search(db, 'ragon world 424', 10));
    const nodes = plans.flatMap(nodesOf);
    const scans = nodes.filter((node) => ['catalogue_apps', 'games'].includes(node['Relation Name'] ?? ''));
    expect(scans.map((node) => node['Relation Name']).sort()).toEqual(['catalogue_apps', 'games']);
    expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
    expect(nodes.flatMap((node) => node['Index Name'] ?? []).sort()).toEqual([
      'catalogue_apps_search_name_trgm',
      'games_search_name_trgm',
    ]);
  });

  it('keeps the best names when more match than are shown: the exact name, then the shortest starting with the text', async () => {
    const starting = await search(database.db, 'kitty world 41', 3);
    expect(starting.map((result) => result.name)).toEqual([
      'Kitty World 41',
      'Kitty World 411',
      'Kitty World 416',
    ]);
  });
});
