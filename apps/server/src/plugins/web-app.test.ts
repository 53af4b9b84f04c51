import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startFilesFile, type StartFiles } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { testWebDist } from '../../test/first-paint-templates';
import { gamesSlides } from '../modules/catalogue';

/** A minimal built web app, shaped like Vite's output, so the serving rules can be checked on their own. */
async function fakeWebBuild(): Promise<string> {
  const dir = await testWebDist(
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>DAPPX</title></head><div id="root"><!--first-paint--></div><script type="module" nonce="__CSP_NONCE__" src="/assets/index-abc123.js"></script>',
  );
  await fs.mkdir(path.join(dir, 'assets'));
  const script = 'console.log(1)';
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js'), script);
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  await fs.writeFile(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const startFiles: StartFiles = {
    first: ['/assets/index-abc123.js', '/assets/app-abc123.js'],
    screens: [['^/exchange/?$', ['/assets/charts-abc123.js', '/assets/charts-abc123.css']]],
  };
  await fs.writeFile(path.join(dir, startFilesFile), JSON.stringify(startFiles));
  return dir;
}

describe('serving the web app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fakeWebBuild();
    t = await createTestApp({ WEB_DIST: webDist, CORS_ORIGINS: 'https://partner.example' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  /** A page as a browser asks for it, in `language` when given (Accept-Language). */
  const page = (url: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(language ? { 'accept-language': language } : {}) },
    });
  /** An API answer's body, in `language`. */
  const apiIn = async (url: string, language: string) =>
    (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } })).json();

  it("paints the home page's first hero banner before any script, in the visitor's language", async () => {
    const home = await page('/', 'es-ES,es;q=0.9');
    expect(home.headers.vary).toContain('accept-language');
    expect(home.body).toContain('<header>es</header><h1>home es</h1>');
    const [banner] = home.body.match(/<img src="([^"]+)" data-shell-hero/)?.slice(1) ?? [];
    const slides = (await t.app.inject({ method: 'GET', url: '/v1/catalogue/home' })).json().slides;
    expect(banner).toBe(slides[0].image.es?.mobile ?? slides[0].image.en.mobile);
    expect(home.body).not.toContain('<!--first-paint-->');
    expect(home.body).not.toContain('__FP_');
  });

  it("paints the header alone on any other page, its style tag carrying the response's nonce", async () => {
    const other = await page('/exchange');
    const nonce = /'nonce-([^']+)'/.exec(String(other.headers['content-security-policy']))?.[1];
    expect(other.body).toContain(
      `<div id="root"><style nonce="${nonce}">/*en*/</style><header>en</header></div>`,
    );
  });

  it('names the app’s files and the page’s own in the head of a page whose first paint has no image', async () => {
    const head = (await page('/exchange')).body.split('</head>')[0];
    expect(head).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/index-abc123.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/charts-abc123.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/charts-abc123.css">',
    );
    expect((await page('/no/such/page')).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/app-abc123.js">',
    );
    // The home page's banner is painted first: its starter loads the files after the page's load event.
    expect((await page('/')).body).not.toContain('modulepreload');
  });

  it("paints the games page's first featured slide and Recommended cards before any script", async () => {
    const games = await page('/games', 'pt-BR');
    const catalogue = await apiIn('/v1/catalogue/games', 'pt-BR');
    const [first] = catalogue.slides;
    expect(games.body).toContain('<header>pt</header>');
    expect(games.body).toContain(`<img src="${first.bg_image}">`);
    // The slide's texts in the page's language: the same the app then shows.
    expect(games.body).toContain(`<h2>${first.title}</h2>`);
    expect(first.title).toBe('O Steam do blockchain');
    expect(games.body.match(/<article>/g)).toHaveLength(catalogue.recommended.length);
    expect(games.body).not.toContain('data-shell-hero');
  });

  it("fills the games page's first paint per language: one language's cached catalogue never answers another", async () => {
    const paint = async (language: string) => (await page('/games', language)).body;
    expect(await paint('es')).toContain('<h2>El Steam del blockchain</h2>');
    expect(await paint('en')).toContain('<h2>Steam of Blockchain</h2>');
    expect(await paint('pt')).toContain('<p>Todos os jogos blockchain em uma só loja');
    expect(await paint('fr')).toContain('<h2>Steam of Blockchain</h2>');
    expect(await paint('es-MX')).toContain('<h2>El Steam del blockchain</h2>');
  });

  it("titles a game's page by the game's name and describes it by its description, in the visitor's language", async () => {
    const game = await page('/games/dragon-realm', 'pt-BR');
    expect(game.body).toContain('<title>Dragon Realm · DAPPX</title>');
    expect(game.body).toContain('<meta property="og:title" content="Dragon Realm · DAPPX" />');
    expect(game.body).toMatch(/<meta name="description" content="Choque, crie e reproduza dragões/);
    const unknown = await page('/games/no-such-game');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>Game · DAPPX</title>');
  });

  it("paints a game's page from the catalogue before any script, in the visitor's language; an unknown game gets the header alone", async () => {
    const game = await page('/games/dragon-realm', 'pt-BR');
    const detail = await apiIn('/v1/catalogue/games/dragon-realm', 'pt-BR');
    expect(game.body).toContain(`<h1>${detail.name}</h1>`);
    expect(game.body).toContain(`<p>${detail.description}</p>`);
    expect(detail.description).toMatch(/^Choque, crie e reproduza dragões/);
    expect(game.body).toContain(`<a href="${detail.href}">play pt</a>`);
    expect(game.body.match(/<li>#/g)).toHaveLength(detail.hashtag.length);
    expect(game.body).not.toContain('__FP_');
    const unknown = (await page('/games/no-such-game')).body;
    expect(unknown).toContain('<header>en</header></div>');
    expect(unknown).not.toContain('<h1>');
  });

  it('answers any page path with index.html, uncached, under a strict CSP whose nonce matches the page', async () => {
    const response = await page('/top-defi-charts');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.body).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toContain('__CSP_NONCE__');
  });

  it('gives the page to curl and uptime checkers, which accept anything or say nothing', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'text/*;q=0.5, application/json' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root">');
    }
    // A client that takes only JSON, or refuses HTML outright, is told there is no such resource.
    for (const accept of ['application/json', 'text/html;q=0, application/json']) {
      const response = await t.app.inject({ method: 'GET', url: '/', headers: { accept } });
      expect(response.statusCode, accept).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('lets API answers load nothing at all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
  });

  it('uses a new nonce for every page load', async () => {
    const [first, second] = await Promise.all([page('/'), page('/')]);
    expect(first?.headers['content-security-policy']).not.toEqual(second?.headers['content-security-policy']);
  });

  it('sends the build’s precompressed copy of an asset to a browser that accepts it', async () => {
    const asset = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/users/unknown', '/v1/launcher/nothing', '/settings/nothing', '/newsletter'])(
    'never swallows the API path %s',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    },
  );

  it('answers a path the store has no page for with 404 and the app, titled not found in the visitor’s language', async () => {
    const unknown = await page('/no/such/page', 'pt-BR');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(unknown.body).toContain('<title>Página não encontrada · DAPPX</title>');
    for (const known of ['/', '/submit-dapp', '/user-profile/ace', `/explorer/8888/tx/0x${'ab'.repeat(32)}`])
      expect((await page(known)).statusCode, known).toBe(200);
  });

  it('answers a missing file with 404 rather than the page', async () => {
    expect((await page('/missing.png')).statusCode).toBe(404);
  });

  it('allows CORS only for listed origins', async () => {
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    const submit = spec.paths['/newsletter/submit'].post;
    expect(submit.requestBody.content['application/json'].schema.properties.email.pattern).toBe(
      '^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,4}$',
    );
    expect(Object.keys(submit.responses)).toEqual(expect.arrayContaining(['200', '400', '409']));
    expect(spec.paths['/settings/getMaintenanceMode'].get.responses['503']).toBeDefined();
    // Money-moving calls document the amount as people type it (a decimal string or number).
    const transfer = spec.paths['/users/{token}/transfer/{direction}'].post;
    expect(
      JSON.stringify(transfer.requestBody.content['application/json'].schema.properties.amount),
    ).toContain('string');
    expect(spec.paths['/users/{token}/governance-pledging/pledge']).toBeDefined();
  });
});

describe('a catalogue title with replacement patterns in it', () => {
  // Nonce'd script tags on both sides of the shell: `$\`` would copy what is before it, `$'` what follows
  // and `$&` the placeholder itself.
  const indexHtml =
    '<!doctype html><script type="module" nonce="__CSP_NONCE__" src="/assets/head.js"></script>' +
    '<div id="root"><!--first-paint--></div><script nonce="__CSP_NONCE__" src="/assets/tail.js"></script>';
  const title = "Save $' now, $` later & $& always $$";
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = await testWebDist(indexHtml);
    t = await createTestApp({ WEB_DIST: webDist });
    await t.db.update(gamesSlides).set({ title });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('shows the title as written and copies nothing of the page into it', async () => {
    const games = await t.app.inject({ method: 'GET', url: '/games', headers: { accept: 'text/html' } });
    expect(games.body).toContain('<h2>Save $&#39; now, $` later &#38; $&#38; always $$</h2>');
    const nonce = /'nonce-([^']+)'/.exec(String(games.headers['content-security-policy']))?.[1];
    const count = (text: string) => games.body.split(text).length - 1;
    expect(count(`<script type="module" nonce="${nonce}" src="/assets/head.js"></script>`)).toBe(1);
    expect(count(`<script nonce="${nonce}" src="/assets/tail.js"></script>`)).toBe(1);
    expect(count('<div id="root">')).toBe(1);
    expect(games.body).not.toContain('<!--first-paint-->');
  });
});

describe('rate limiting', () => {
  it('answers 429 in our error shape once a client exceeds its budget', async () => {
    const token = 'metrics-token-for-the-test-0123456789';
    const t = await createTestApp({ RATE_LIMIT_MAX: '3', METRICS_TOKEN: token });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' });
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ s\.$/),
      });
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      // Both refusals are counted once each, from another address than the refused one.
      const metrics = await t.app.inject({
        url: '/metrics',
        remoteAddress: '203.0.113.9',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(metrics.body).toMatch(/^dappx_rate_limit_refusals_total\{limit="api"\} 2$/m);
    } finally {
      await t.close();
    }
  });
});
