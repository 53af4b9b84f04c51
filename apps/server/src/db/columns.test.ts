import { sql } from 'drizzle-orm';
import { pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase, type Database } from './client';
import { amount } from './columns';

const balances = pgTable('amount_probe', { id: serial('id').primaryKey(), value: amount('value').notNull() });

describe('amount column', () => {
  let database: Database;
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 1 });
    await database.db.execute(
      sql`CREATE TABLE amount_probe (id serial PRIMARY KEY, value numeric(78, 0) NOT NULL)`,
    );
  });
  afterAll(() => database.close());

  it('round-trips the largest uint256 and one wei without losing a digit', async () => {
    const maxUint256 = 2n ** 256n - 1n;
    await database.db.insert(balances).values([{ value: maxUint256 }, { value: 1n }]);
    const rows = await database.db.select().from(balances).orderBy(balances.id);
    expect(rows.map((row) => row.value)).toEqual([maxUint256, 1n]);
  });
});
