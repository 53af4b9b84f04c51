import type { Db } from './db/client';

/** A wrong command line: its message is printed with the usage, and the command exits with 2. */
export class UsageError extends Error {}

export type Command = { usage: string; run: (db: Db, args: string[]) => Promise<string> };
