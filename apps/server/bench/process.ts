import pg from 'pg';

/** Waits until `url` answers 2xx (a process started by the bench is up). */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

/** The API's environment in the bench: quiet logs, and limits high enough to measure the API, not them. */
export function benchEnvironment({
  databaseUrl,
  dataDir,
  port,
}: {
  databaseUrl: string;
  dataDir: string;
  port: number;
}) {
  return {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    // The address the pages are loaded from: the chains' RPC the browser is given must be on it, or the
    // page's CSP refuses every on-chain read and the pages measured would keep retrying them.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Production's default: a public read writes no log line, a money move one.
    LOG_LEVEL: 'info',
    RATE_LIMIT_MAX: '100000000',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    // The transfers run signs up one account per connection, all from 127.0.0.1, and moves as fast as
    // it can: the per-network and per-session limits would measure themselves instead.
    DEMO_FUNDING_PER_HOUR: '100000',
    MAIL_RATE_LIMIT_MAX: '100000',
    MONEY_RATE_LIMIT_MAX: '100000000',
    // The API measured alone: without the demo dapps, whose users' calls and their indexing would run beside it.
    DEMO_HISTORY: 'off',
  };
}

/** A search the cache has not seen: each request asks for another name. */
export const distinctSearch = () => ({
  path: `/v1/search?q=${encodeURIComponent(`${['swap', 'kitt', 'arena', 'meta'][Math.floor(Math.random() * 4)]} ${Math.floor(Math.random() * 10_000)}`)}`,
});

/** A catalogue the size the search must stay fast on: names made of common dapp words, numbered. */
export async function seedTenThousandApps(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO catalogue_apps (slug, name, href, image, category, currency)
      SELECT 'bench-' || n,
             (ARRAY['Swap','Kitty','Dragon','Lend','Vault','Quest','Arena','Pixel','Meta','Yield'])[1 + n % 10]
               || (ARRAY['', ' Finance', ' World', ' Land', ' Market', ' Labs'])[1 + n % 6] || ' ' || n,
             'https://example.com/' || n, '/media/art/bench.svg',
             (ARRAY['defi','game','nft','exchange'])[1 + n % 4], (ARRAY['ETH','BSC'])[1 + n % 2]
      FROM generate_series(1, 10000) AS n
      ON CONFLICT DO NOTHING`);
    await client.query('ANALYZE catalogue_apps');
  } finally {
    await client.end();
  }
}
