import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { createTestDatabase } from '../../../test/test-app';
import { readSearchIndex, search, searchIndexReader } from './repository';

/** A fixed pseudo-random sequence, so a failure names the same queries every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    // mulberry32: 32-bit integer steps only, so the sequence never collapses the way float products do.
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

// Names that trip a search: case, LIKE's signs, a backslash, letters PostgreSQL's C locale does not
// lowercase, characters outside the BMP (two UTF-16 units, one PostgreSQL character), repeated words.
const oddNames = [
  'Uniswap',
  'UNISWAP Pro',
  'Uni',
  'uni swap',
  'Swap Uni',
  'a%b Finance',
  'a_b Finance',
  'Back\\slash',
  'École Café',
  'Straße Labs',
  'İstanbul Yield',
  '日本 Swap',
  '🐉 Dragon',
  'Dragon 🐉',
  'Dragon',
  'DRAGON dragon Dragon',
  'Meta  Double  Space',
  'x',
  'xy',
];

const words = ['Swap', 'Kitty', 'Dragon', 'Lend', 'Vault', 'Quest', 'Arena', 'Pixel', 'Meta', 'Yield'];
const suffixes = ['', ' Finance', ' World', ' Land', ' Market', ' Labs'];
const categories = ['defi', 'game', 'nft', 'exchange', 'other'];
const currencies = [null, 'ETH', 'BSC'];

describe('the in-memory search', () => {
  let database: Database;
  const names: string[] = [];
  const hiddenSlugs = new Set<string>();

  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
    const random = randomFrom(19);
    const rows = new Map<string, { name: string; hidden: boolean; table: 'apps' | 'games' }>();
    oddNames.forEach((name, index) =>
      rows.set(name, { name, hidden: false, table: index % 3 ? 'apps' : 'games' }),
    );
    while (rows.size < 3_000) {
      const name = `${words[random(words.length)]}${suffixes[random(suffixes.length)]} ${random(2_000)}`;
      rows.set(name, { name, hidden: random(10) === 0, table: random(4) === 0 ? 'games' : 'apps' });
    }
    const table = (kind: 'apps' | 'games') => [...rows.values()].filter((row) => row.table === kind);
    const columns = (kind: 'apps' | 'games') => {
      const chosen = table(kind).map((row, index) => {
        const slug = `${kind}-${index}`;
        if (row.hidden) hiddenSlugs.add(slug);
        names.push(row.name);
        return {
          slug,
          ...row,
          category: categories[random(categories.length)]!,
          currency: currencies[random(3)],
        };
      });
      return (['slug', 'name', 'category', 'currency', 'hidden'] as const).map((column) =>
        chosen.map((row) => row[column]),
      );
    };
    await database.pool.query(
      `INSERT INTO catalogue_apps (slug, name, category, currency, hidden, href, image)
       SELECT *, 'https://example.com/a', '/media/art/bench.svg'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::boolean[])`,
      columns('apps'),
    );
    const [slugs, gameNames, , currency, hidden] = columns('games');
    await database.pool.query(
      `INSERT INTO games (slug, name, currency, hidden, href, image)
       SELECT *, 'https://example.com/g', '/media/art/bench.svg'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])`,
      [slugs, gameNames, currency, hidden],
    );
  }, 120_000);
  afterAll(() => database.close());

  function queries() {
    const random = randomFrom(7);
    const picked = [
      ...['defi', 'game', 'GAMES', 'nft', 'exchange', 'exchanges', 'eth', 'BSC', 'other'],
      ...['%', '_', '\\', '%b', 'a_', '.*', '[a-z]', ' ', 'é', 'É', 'i̇', 'ß', '🐉', '日本'],
      ...['__proto__', 'constructor', 'toString', 'nothing like it', 'u', 'un', 'uni', 'UNI', 'swap 1'],
    ];
    for (let index = 0; index < 150; index += 1) {
      const name = names[random(names.length)]!;
      const start = random(name.length);
      const text = name.slice(start, start + 1 + random(10)).trim() || name;
      picked.push(random(3) === 0 ? text.toUpperCase() : text);
    }
    for (const name of oddNames) picked.push(name, name.toLowerCase());
    return picked;
  }

  it('answers every search as the SQL search does: same results, same order, same limit', async () => {
    const index = await readSearchIndex(database.db);
    for (const q of queries())
      for (const limit of [1, 50]) {
        const expected = await search(database.db, q, limit);
        expect(index.search(q, limit), `${q} (limit ${limit})`).toEqual(expected);
      }
  });

  it('never shows a hidden app or game', async () => {
    const index = await readSearchIndex(database.db);
    const shown = queries().flatMap((q) => index.search(q, 50).map((result) => result._id));
    expect(shown.length).toBeGreaterThan(1_000);
    expect(shown.filter((slug) => hiddenSlugs.has(slug))).toEqual([]);
  });

  it('builds the index again only when something a search shows or compares has changed', async () => {
    const read = searchIndexReader(database.db);
    const first = await read();
    expect(await read()).toBe(first);

    const change = (statement: string) => database.pool.query(statement);
    await change(`UPDATE catalogue_apps SET image_long = '/media/art/long.svg' WHERE slug = 'apps-0'`);
    expect(await read()).toBe(first);

    await change(`UPDATE catalogue_apps SET name = 'Quokka Exchange' WHERE slug = 'apps-0'`);
    const renamed = await read();
    expect(renamed).not.toBe(first);
    expect(renamed.search('quokka', 20).map((result) => result._id)).toEqual(['apps-0']);

    await change(`UPDATE catalogue_apps SET hidden = true WHERE slug = 'apps-0'`);
    expect((await read()).search('quokka', 20)).toEqual([]);
    await change(`UPDATE games SET href = 'https://example.com/moved' WHERE slug = 'games-0'`);
    expect((await read()).search(oddNames[0]!, 50).find((result) => result._id === 'games-0')?.href).toBe(
      'https://example.com/moved',
    );
  });
});
