import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createDatabase } from '../src/db/embedded-postgres';
import { latestMigrationHash } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed';
import { createDrain } from '../src/lib/drain';
import { TEMPLATE_DATABASE } from './global-setup';
import { untranslatedLogLine } from '../src/lib/error-handler';
import { decodeQuotedPrintable, readRawOutbox } from './mail-parts';

/** A fresh database copied from the migrated template, private to the calling test file. */
export async function createTestDatabase(): Promise<string> {
  return createDatabase(inject('pgAdminUrl'), `test_${randomBytes(6).toString('hex')}`, TEMPLATE_DATABASE);
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** The real app on a real database, with its log lines and outbox readable by the test. */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl?: string,
  adjust?: (config: Config) => void,
) {
  const url = databaseUrl ?? (await createTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-test-data-'));
  const config: Config = loadConfig({
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000',
    RPC_RATE_LIMIT_MAX: '100000',
    DEMO_FUNDING_PER_HOUR: '100000',
    MAIL_RATE_LIMIT_MAX: '100000',
    MONEY_RATE_LIMIT_MAX: '100000',
    SETTINGS_CACHE_MS: '0',
    ...env,
  });
  adjust?.(config);
  const database = connectDatabase(url, { max: 4 });
  if (!databaseUrl) await seedDemo(database.db);

  const logs: LogLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
  });

  const drain = createDrain();
  const app = await buildApp({
    config,
    db: database.db,
    latestMigration: latestMigrationHash(),
    logStream,
    drain,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    databaseUrl: url,
    config,
    drain,
    logs,
    /** Each mail whole, headers and parts, its quoted-printable decoded as a mail client shows it. */
    outbox: async () => (await readRawOutbox(config.outboxDir)).map(decodeQuotedPrintable),
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      // Every error text a test provoked has its Spanish and Portuguese (packages/shared/src/server-texts.ts).
      const untranslated = logs
        .filter((line) => line.msg === untranslatedLogLine)
        .flatMap((line) => line.texts);
      if (untranslated.length > 0)
        throw new Error(
          `Server texts without Spanish and Portuguese: ${JSON.stringify([...new Set(untranslated)])}`,
        );
    },
  };
}
