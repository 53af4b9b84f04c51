import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPgBouncer } from '../../test/pgbouncer';
import { createTestDatabase } from '../../test/test-app';
import { connectDatabase } from './client';

describe('the database pool when its server goes away', () => {
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let database: ReturnType<typeof connectDatabase>;
  beforeAll(async () => {
    bouncer = await startPgBouncer(inject('pgAdminUrl'), 2);
    database = connectDatabase(bouncer.urlOf(await createTestDatabase()), { max: 2 });
  });
  afterAll(async () => {
    await database?.close();
    await bouncer?.stop();
  });

  it('fails the transaction in flight through a pooler restart, then serves again, the process alive', async () => {
    const client = await database.pool.connect();
    await client.query('BEGIN');
    await bouncer.restart();
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release();
    const { rows } = await database.pool.query<{ one: number }>('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe('a transaction whose BEGIN fails', () => {
  it('gives its connection back, so the pool still serves and can end', async () => {
    const single = connectDatabase(await createTestDatabase(), { max: 1 });
    try {
      // PostgreSQL refuses the BEGIN itself, as it would fail on a connection whose server went away.
      const refused = { isolationLevel: 'no such level' as 'serializable' };
      await expect(single.db.transaction(async () => undefined, refused)).rejects.toThrow();
      const { rows } = await single.pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows).toEqual([{ one: 1 }]);
      expect(single.pool.totalCount - single.pool.idleCount).toBe(0);
    } finally {
      await single.close();
    }
  });
});
