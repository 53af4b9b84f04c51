import { bigint, bigserial, customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

// Column shapes several modules' tables share, so one idea is written one way. A change to one of them
// changes every table that uses it, and so the migrations.

/**
 * Token amounts in integer base units. numeric(78,0) holds any uint256, and bigint keeps every digit:
 * floats never touch money.
 */
export const amount = customType<{ data: bigint; driverData: string }>({
  dataType: () => 'numeric(78, 0)',
  toDriver: (value) => value.toString(),
  fromDriver: (value) => BigInt(value),
});

/** Raw bytes; node-postgres sends and answers them as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** A moment, with its time zone. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A 64-bit integer (block numbers, ids) read as a bigint, never a float. */
export const int64 = <TName extends string>(name: TName) => bigint(name, { mode: 'bigint' });

/** A row's own key, counted up by PostgreSQL. */
export const serialId = () => bigserial('id', { mode: 'bigint' }).primaryKey();

/** A row's own key, a random UUID. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** The EVM chain a row belongs to. */
export const chainId = () => integer('chain_id').notNull();

/** Where a row stands in its ordered list. */
export const position = () => integer('position').notNull();
