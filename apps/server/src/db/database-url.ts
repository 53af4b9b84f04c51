import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

/** DATABASE_URL when given; otherwise the embedded cluster under the data folder. */
export async function resolveDatabase(
  config: Config,
  log: (line: string) => void,
): Promise<{ url: string; embedded: EmbeddedPostgres | undefined }> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: undefined };
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, log });
  return { url: embedded.url, embedded };
}
