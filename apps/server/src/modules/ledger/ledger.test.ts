import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../../test/database-refusal';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { createTestApp } from '../../../test/test-app';
import { users } from '../users';
import { credit } from './credit';
import { balanceOf, postEntry, userAccount, userBuckets, type Asset, type UserBucket } from './ledger';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function newUser(t: TestApp): Promise<string> {
  const address = `0x${randomBytes(20).toString('hex')}`;
  const [user] = await t.db
    .insert(users)
    .values({
      publicAddress: address,
      email: 'x@example.com',
      username: 'x',
      nonce: '1',
      referralCode: randomBytes(6).toString('hex'),
    })
    .returning({ id: users.id });
  return user!.id;
}

const asset = fc.constantFrom<Asset>('ACE', 'DAPPX', 'ZERA');
const bucket = fc.constantFrom<UserBucket>(...userBuckets);
const units = fc.bigInt({ min: 1n, max: 10n ** 21n });
const operation = fc.oneof(
  fc.record({ kind: fc.constant('credit' as const), user: fc.nat(2), asset, amount: units }),
  fc.record({
    kind: fc.constant('move' as const),
    user: fc.nat(2),
    asset,
    from: bucket,
    to: bucket,
    amount: units,
  }),
);

describe('the ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const invariantsHold = () => ledgerInvariants(t.db);

  it('after any sequence of credits and moves, books balance, nothing is negative, and balances are their postings', async () => {
    const people = [await newUser(t), await newUser(t), await newUser(t)];
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 15 }), async (operations) => {
        for (const op of operations) {
          const userId = people[op.user]!;
          if (op.kind === 'credit') {
            await t.db.transaction((tx) => credit(tx, userId, op.asset, op.amount, 'property test'));
            continue;
          }
          if (op.from === op.to) continue;
          const before = await balanceOf(t.db, userId, op.asset, op.from);
          const moved = await t.db
            .transaction((tx) =>
              postEntry(tx, {
                kind: 'transfer',
                userId,
                lines: [
                  { account: userAccount(userId, op.asset, op.from), amount: -op.amount },
                  { account: userAccount(userId, op.asset, op.to), amount: op.amount },
                ],
              }),
            )
            .then(
              () => true,
              (error: { code?: string }) => {
                expect(error.code).toBe('INSUFFICIENT_BALANCE');
                return false;
              },
            );
          // A move succeeds exactly when the source held enough.
          expect(moved).toBe(before >= op.amount);
        }
        expect(await invariantsHold()).toEqual({ unbalanced: [], negative: [], drift: [] });
      }),
      { numRuns: 25 },
    );
  });

  it('posts an entry in one round trip, opening its accounts on first use and refusing an overdraft', async () => {
    const userId = await newUser(t);
    let statements = 0;
    const counting = (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) =>
      new Proxy(tx, {
        get: (target, key) =>
          key === 'execute'
            ? (...args: Parameters<typeof tx.execute>) => {
                statements += 1;
                return target.execute(...args);
              }
            : Reflect.get(target, key),
      });
    await t.db.transaction((tx) => credit(counting(tx), userId, 'DAPPX', 7n, 'first use'));
    expect(statements).toBe(1);
    expect(await balanceOf(t.db, userId, 'DAPPX', 'vault')).toBe(7n);

    const overdraft = t.db.transaction((tx) =>
      postEntry(counting(tx), {
        kind: 'transfer',
        userId,
        lines: [
          { account: userAccount(userId, 'DAPPX', 'vault'), amount: -8n },
          { account: userAccount(userId, 'DAPPX', 'active'), amount: 8n },
        ],
      }),
    );
    await expect(overdraft).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(statements).toBe(2);
    expect(await balanceOf(t.db, userId, 'DAPPX', 'vault')).toBe(7n);
    expect(await balanceOf(t.db, userId, 'DAPPX', 'active')).toBe(0n);
  });

  it('refuses an unbalanced entry in the database itself, and any edit of history', async () => {
    const userId = await newUser(t);
    await t.db.transaction((tx) => credit(tx, userId, 'ACE', 5n, 'setup'));
    const [account] = (
      await t.db.execute<{ id: string }>(sql`SELECT id FROM ledger_accounts WHERE user_id = ${userId}`)
    ).rows;
    const forged = t.db.transaction(async (tx) => {
      const [entry] = (
        await tx.execute<{ id: string }>(
          sql`INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id`,
        )
      ).rows;
      await tx.execute(
        sql`INSERT INTO ledger_postings (entry_id, account_id, asset, amount) VALUES (${entry!.id}, ${account!.id}, 'ACE', 1)`,
      );
    });
    expect(await databaseRefusal(forged)).toMatch(/does not balance/);
    await expect(t.db.execute(sql`UPDATE ledger_postings SET amount = amount * 2`)).rejects.toThrow();
    await expect(t.db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    await expect(
      t.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE id = ${account!.id}`),
    ).rejects.toThrow();
  });

  it('refuses, statement by statement, lines that balance only across entries or sit in another asset', async () => {
    const userId = await newUser(t);
    await t.db.transaction((tx) => credit(tx, userId, 'ACE', 5n, 'setup'));
    const account = async (asset: string) =>
      (
        await t.db.execute<{ id: string }>(
          sql`SELECT ledger_account_id(${userId}::uuid, ${asset}, 'vault') AS id`,
        )
      ).rows[0]!.id;
    const [ace, dappx] = [await account('ACE'), await account('DAPPX')];
    const acrossEntries = t.db.execute(sql`
      WITH made AS (INSERT INTO ledger_entries (kind) VALUES ('forged'), ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
      SELECT id, ${ace}, 'ACE', CASE WHEN id = (SELECT min(id) FROM made) THEN 1 ELSE -1 END FROM made`);
    expect(await databaseRefusal(acrossEntries)).toMatch(/does not balance/);
    const otherAsset = t.db.execute(sql`
      WITH made AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
      SELECT id, ${ace}::bigint, 'DAPPX', 1 FROM made UNION ALL SELECT id, ${dappx}::bigint, 'DAPPX', -1 FROM made`);
    expect(await databaseRefusal(otherAsset)).toMatch(/not in its account's asset/);
  });
});
