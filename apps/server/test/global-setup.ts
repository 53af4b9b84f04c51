import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { getPort } from '../src/lib/free-port';
import { createDatabase, startEmbeddedPostgres, throwawayDataDir } from '../src/db/embedded-postgres';
import { runMigrations } from '../src/db/migrate';

export const TEMPLATE_DATABASE = 'dappx_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/** One throwaway PostgreSQL for the run; a migrated template that every test file copies. */
export default async function setup(project: TestProject) {
  const dataDir = await throwawayDataDir('dappx-test-pg');
  const postgres = await startEmbeddedPostgres({ dataDir, port: await getPort(), durable: false });
  const templateUrl = await createDatabase(postgres.url, TEMPLATE_DATABASE);
  await runMigrations(templateUrl);
  project.provide('pgAdminUrl', postgres.url);
  return async () => {
    await postgres.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
