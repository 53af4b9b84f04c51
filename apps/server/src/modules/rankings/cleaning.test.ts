import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { createTestDatabase } from '../../../test/test-app';
import { cleanFigures } from './cleaning';
import { rebuildHours } from './hours';

const chainId = 31_337;
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const start = new Date('2026-06-01T00:00:00Z').getTime();
const at = (ms: number) => new Date(start + ms);
const hex = (bytes: number) => `0x${randomBytes(bytes).toString('hex')}`;
const distributor = hex(20);

describe('cleaning the rankings figures', () => {
  let database: Database;
  const db = () => database.db;

  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
  });
  afterAll(() => database?.close());

  /** One counted transaction of `from` to the app at `time`, `count` of them one second apart. */
  async function send(app: string, from: string, time: Date, { count = 1, value = 0n, hash = '' } = {}) {
    await db().execute(sql`
      INSERT INTO rankings_transactions (chain_id, tx_hash, app_slug, block_number, block_time,
        from_address, to_address, value, status)
      SELECT ${chainId}, ${hash} || CASE WHEN ${hash} = '' THEN md5(random()::text || n) ELSE '' END,
        ${app}, 1, ${time.toISOString()}::timestamptz + n * interval '1 second', ${from}, '0xapp', ${value},
        'success'
      FROM generate_series(0, ${count - 1}) n`);
  }

  async function funded(wallet: string, funder: string) {
    await db().execute(sql`
      INSERT INTO rankings_funders (chain_id, wallet, funder, block_number, tx_hash)
      VALUES (${chainId}, ${wallet}, ${funder}, 1, ${hex(32)})`);
  }

  /** A sale of `item` on the app: the buyer's paying transaction and the contract's `Sold` record. */
  async function sale(app: string, seller: string, buyer: string, item: bigint, time: Date) {
    const hash = hex(32);
    await send(app, buyer, time, { value: 10n ** 17n, hash });
    await db().execute(sql`
      INSERT INTO rankings_sales (chain_id, tx_hash, log_index, app_slug, block_number, block_time,
        collection, item, seller, buyer, price)
      VALUES (${chainId}, ${hash}, 0, ${app}, 1, ${time.toISOString()}, '0xgame', ${item}, ${seller},
        ${buyer}, ${10n ** 17n})`);
    return hash;
  }

  async function clean(app: string) {
    await rebuildHours(db(), { chainId, appSlugs: [app] });
    await cleanFigures(db(), { chainId, appSlugs: [app], distributors: [distributor] });
  }

  /** Each wallet's flags, as reasons in the order of its rows. */
  async function flags(app: string) {
    const { rows } = await db().execute<{ wallet: string; reasons: (string | null)[] }>(sql`
      SELECT from_address AS wallet, array_agg(cleaned ORDER BY block_time) AS reasons
      FROM rankings_transactions WHERE app_slug = ${app} GROUP BY 1`);
    return new Map(rows.map((row) => [row.wallet, row.reasons]));
  }

  /** The app's figures over all its hours, raw and cleaned. */
  async function figures(app: string) {
    const { rows } = await db().execute<Record<string, string>>(sql`
      SELECT (SELECT sum(transactions) FROM rankings_hourly WHERE app_slug = ${app})::text AS transactions,
        (SELECT sum(clean_transactions) FROM rankings_hourly WHERE app_slug = ${app})::text AS clean,
        (SELECT count(DISTINCT wallet) FROM rankings_hourly_wallets WHERE app_slug = ${app})::text AS uaw,
        (SELECT count(DISTINCT wallet) FROM rankings_hourly_wallets
          WHERE app_slug = ${app} AND trusted)::text AS trusted,
        (SELECT sum(amount) FROM rankings_hourly_volume WHERE app_slug = ${app})::text AS volume,
        (SELECT sum(clean_amount) FROM rankings_hourly_volume WHERE app_slug = ${app})::text AS clean_volume`);
    return rows[0]!;
  }

  /** `size` fresh wallets funded by `funder`, each sending `each` transactions, a wallet every `gapMs`. */
  async function farm(app: string, funder: string, size: number, { each = 1, gapMs = hourMs } = {}) {
    const wallets = Array.from({ length: size }, () => hex(20));
    for (const [i, wallet] of wallets.entries()) {
      await funded(wallet, funder);
      await send(app, wallet, at(i * gapMs), { count: each });
    }
    return wallets;
  }

  it('flags ten wallets of one funder with few transactions within a week as a farm', async () => {
    const funder = hex(20);
    const wallets = await farm('farm-ten', funder, 10, { each: 3, gapMs: 18 * hourMs });
    const busy = hex(20);
    await funded(busy, funder);
    await send('farm-ten', busy, at(dayMs), { count: 4 });
    await clean('farm-ten');
    const flagged = await flags('farm-ten');
    for (const wallet of wallets) expect(flagged.get(wallet)).toEqual(['farm', 'farm', 'farm']);
    expect(flagged.get(busy)).toEqual([null, null, null, null]);
    expect(await figures('farm-ten')).toMatchObject({
      transactions: '34',
      clean: '4',
      uaw: '11',
      trusted: '1',
    });
  });

  it('does not flag nine such wallets, ten spread over more than a week, or ten funded by a distributor', async () => {
    await farm('farm-nine', hex(20), 9);
    await farm('farm-spread', hex(20), 10, { gapMs: 19 * hourMs });
    await farm('farm-exchange', distributor, 10);
    for (const app of ['farm-nine', 'farm-spread', 'farm-exchange']) {
      await clean(app);
      expect([...(await flags(app)).values()].flat().filter(Boolean), app).toEqual([]);
    }
  });

  it('flags the hours of three hours in a row of more than 60 transactions a wallet as a burst', async () => {
    const bot = hex(20);
    for (let hour = 0; hour < 3; hour += 1) await send('burst', bot, at(hour * hourMs), { count: 61 });
    await send('burst', bot, at(3 * hourMs), { count: 5 });
    await clean('burst');
    const reasons = (await flags('burst')).get(bot)!;
    expect(reasons.slice(0, 183).every((reason) => reason === 'burst')).toBe(true);
    expect(reasons.slice(183)).toEqual([null, null, null, null, null]);
    expect(await figures('burst')).toMatchObject({ transactions: '188', clean: '5', trusted: '1' });
  });

  it('does not flag 60 transactions an hour, two busy hours, or three hours with a gap', async () => {
    const [steady, short, gapped] = [hex(20), hex(20), hex(20)];
    for (let hour = 0; hour < 3; hour += 1) await send('no-burst', steady, at(hour * hourMs), { count: 60 });
    for (let hour = 0; hour < 2; hour += 1) await send('no-burst', short, at(hour * hourMs), { count: 61 });
    for (const hour of [0, 1, 3]) await send('no-burst', gapped, at(hour * hourMs), { count: 61 });
    await clean('no-burst');
    expect([...(await flags('no-burst')).values()].flat().filter(Boolean)).toEqual([]);
  });

  /** Which of the app's sales (by their transaction) are flagged as wash trades. */
  async function washed(app: string, hashes: string[]) {
    const { rows } = await db().execute<{ tx_hash: string; cleaned: string | null }>(sql`
      SELECT tx_hash, cleaned FROM rankings_transactions WHERE app_slug = ${app}`);
    const reasons = new Map(rows.map((row) => [row.tx_hash, row.cleaned]));
    return hashes.map((hash) => reasons.get(hash));
  }

  it('flags a self-sale, a sale sold back within 30 days, and the trades around a third of one item', async () => {
    const [a, b, c, d, e, f] = [hex(20), hex(20), hex(20), hex(20), hex(20), hex(20)];
    const self = await sale('wash', a, a, 1n, at(0));
    const there = await sale('wash', a, b, 2n, at(0));
    const back = await sale('wash', b, a, 2n, at(29 * dayMs));
    const repeated = [
      await sale('wash', d, c, 3n, at(0)),
      await sale('wash', c, e, 3n, at(10 * dayMs)),
      await sale('wash', f, c, 3n, at(29 * dayMs)),
    ];
    await clean('wash');
    expect(await washed('wash', [self, there, back, ...repeated])).toEqual(Array(6).fill('wash'));
    expect(await figures('wash')).toMatchObject({ volume: String(6n * 10n ** 17n), clean_volume: '0' });
  });

  it('does not flag a sale sold back after 30 days, two trades of an item, or distributor-funded trades', async () => {
    const [a, b, c, d, e] = [hex(20), hex(20), hex(20), hex(20), hex(20)];
    const hashes = [
      await sale('fair', a, b, 1n, at(0)),
      await sale('fair', b, a, 1n, at(31 * dayMs)),
      await sale('fair', c, d, 2n, at(0)),
      await sale('fair', d, e, 2n, at(dayMs)),
    ];
    for (const wallet of [c, d, e]) await funded(wallet, distributor);
    await clean('fair');
    expect(await washed('fair', hashes)).toEqual([null, null, null, null]);
    expect(await figures('fair')).toMatchObject({ volume: String(4n * 10n ** 17n) });
    expect((await figures('fair')).clean_volume).toBe(String(4n * 10n ** 17n));
  });

  it('flags a sale between wallets first funded by the same address', async () => {
    const [funder, seller, buyer] = [hex(20), hex(20), hex(20)];
    await funded(seller, funder);
    await funded(buyer, funder);
    const hash = await sale('kin', seller, buyer, 1n, at(0));
    await clean('kin');
    expect(await washed('kin', [hash])).toEqual(['wash']);
  });

  it('frees rows a rule no longer flags, and keeps the raw figures as they were', async () => {
    const [seller, buyer] = [hex(20), hex(20)];
    await sale('undo', seller, buyer, 1n, at(0));
    const back = await sale('undo', buyer, seller, 1n, at(dayMs));
    await clean('undo');
    expect((await figures('undo')).clean).toBe('0');
    await db().execute(sql`DELETE FROM rankings_sales WHERE tx_hash = ${back}`);
    await db().execute(sql`DELETE FROM rankings_transactions WHERE tx_hash = ${back}`);
    await clean('undo');
    expect(await figures('undo')).toMatchObject({ transactions: '1', clean: '1', uaw: '1', trusted: '1' });
  });
});
