import { customType } from 'drizzle-orm/pg-core';

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
