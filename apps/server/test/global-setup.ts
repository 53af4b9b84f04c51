import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
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

/** The server's build, and one throwaway PostgreSQL for the run with a migrated template every test file copies. */
export default async function setup(project: TestProject) {
  // Tests that run the store as `npm start` does need its build; made once here, since files building
  // it side by side would write the same files at once.
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), 'server', '--quiet']);
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
