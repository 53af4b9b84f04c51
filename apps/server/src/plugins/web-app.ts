import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  errorCodes,
  escapeHtml,
  fillFirstPaint,
  firstPaintFile,
  isKnownPage,
  pageTextOf,
  preloadTags,
  startFilesFile,
  startFilesOf,
  textLanguageOf,
  translateServerText,
  type FirstPaintBuild,
  type FirstPaintLanguage,
  type PageText,
  type StartFiles,
} from '@dappx/shared';
import { isApiPath } from '../lib/api-paths';
import type { App, FirstPaint, FirstPaintContent, PageTextOf } from '../lib/types';
import { documentHeaders, newCspNonce, pageContentSecurityPolicy } from './security';

/**
 * Whether a client takes a page: browsers ask for text/html, while curl, uptime checkers and link
 * previews accept any type or send no Accept, and expect the page too. Only an Accept that rules HTML
 * out (application/json alone, or text/html;q=0) gets the JSON answer.
 */
function acceptsHtml(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return ['text/html', 'text/*', '*/*'].includes(type) && weight > 0;
  });
}

/** Names a short, plain path so a developer sees the typo; anything longer or stranger is not repeated. */
function notFoundMessage(method: string, url: string): string {
  const pathname = url.split('?')[0] ?? '';
  const plain = pathname.length <= 100 && /^\/[\w\-./~:@]*$/.test(pathname);
  return plain ? `Nothing at ${method} ${pathname}.` : `Nothing at this ${method} address.`;
}

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
const FIRST_PAINT_PLACEHOLDER = '<!--first-paint-->';

/** The page's own title and description, for the tab, link previews and search results (no script runs there). */
function pageHead(pathname: string, language: FirstPaintLanguage, own: PageText | undefined): string {
  const { title, description } = own ?? pageTextOf(pathname, language);
  const [safeTitle, safeDescription] = [escapeHtml(title), escapeHtml(description)];
  return (
    `<title>${safeTitle}</title><meta name="description" content="${safeDescription}" />` +
    `<meta property="og:title" content="${safeTitle}" /><meta property="og:description" content="${safeDescription}" />` +
    `<meta property="og:type" content="website" /><meta property="og:site_name" content="DAPPX" />` +
    `<meta name="twitter:card" content="summary" />`
  );
}

const STATIC_HEAD = /<title>[^<]*<\/title>\s*|<meta name="description"[^>]*>\s*/g;

/**
 * index.html with this response's nonce and first paint. Each is inserted by a function: a string
 * replacement would read $`, $' and $& in catalogue text as patterns and copy parts of the page
 * (its nonce'd script tags) into the shell.
 */
function fillIndexHtml(indexHtml: string, nonce: string, shell: string, head: string): string {
  return indexHtml
    .replace('</head>', () => `${head}</head>`)
    .replace(NONCE_PLACEHOLDER, () => nonce)
    .replace(FIRST_PAINT_PLACEHOLDER, () => shell);
}

/**
 * The page's first paint: the catalogue's part on /, /games and a game's page, the market's on
 * /explore-3 and a collection's page, the header alone elsewhere.
 */
async function firstPaintShell(
  request: FastifyRequest,
  nonce: string,
  templates: FirstPaintBuild,
  firstPaints: FirstPaint[],
): Promise<string> {
  // The page picks the visitor's first language when es or pt, else en: the same rule as the server's texts.
  const language = textLanguageOf(request.headers['accept-language']);
  const [pathname = '/', search = ''] = request.url.split('?');
  const query = new URLSearchParams(search);
  // The data's part is an extra: the page works without it, so a failure there is no error.
  const content = await firstPaintOf(firstPaints, pathname, language, templates[language], query).catch(
    (error: unknown) => {
      request.log.warn({ err: error }, 'first paint skipped');
      return undefined;
    },
  );
  const { template, text, html } = content ?? { template: templates[language].page, text: {} };
  return fillFirstPaint(template, { ...text, NONCE: nonce }, html);
}

/** The first of `firstPaints` that draws the page, asked in turn. */
async function firstPaintOf(
  firstPaints: FirstPaint[],
  ...page: Parameters<FirstPaint>
): Promise<FirstPaintContent | undefined> {
  for (const firstPaint of firstPaints) {
    const content = await firstPaint(...page);
    if (content) return content;
  }
  return undefined;
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached and stamped with
 * the response's CSP nonce, and an SPA fallback for any other GET that asks for HTML.
 */
export async function registerWebApp(
  app: App,
  webDist: string,
  options: {
    /** Wallet RPC endpoints on other origins (production chains) that the page may call. */
    connectOrigins?: string[];
    /** Pages' first paints: a page takes the first that draws it. */
    firstPaints?: FirstPaint[];
    /** Pages titled by their content (a game's name). */
    pageText?: PageTextOf;
    /** The operator console's build, served at /admin with its own SPA fallback. */
    adminDist?: string;
  } = {},
) {
  const { connectOrigins = [], firstPaints = [], pageText } = options;
  const forDocuments = documentHeaders();
  const adminPage = options.adminDist ? await registerAdminApp(app, options.adminDist) : undefined;
  const indexFile = path.join(webDist, 'index.html');
  // Read once: the page is small and changes only with a new build, which means a restart.
  // Its static title and description give way to each page's own (pageHead).
  const indexHtml = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(STATIC_HEAD, '')
    : undefined;
  const templates = readJson<FirstPaintBuild>(path.join(webDist, firstPaintFile));
  const startFiles = readJson<StartFiles>(path.join(webDist, startFilesFile));

  /**
   * A first paint with an image (home's banner, the games page's slide) keeps the app's files until it
   * is painted (the starter loads them after the page's load event); one without has nothing to wait
   * for, and its files start downloading with the page.
   */
  const preloadsFor = (pathname: string, shell: string) =>
    startFiles && !shell.includes('<img') ? preloadTags(startFilesOf(startFiles, pathname)) : '';

  const shellFor = (request: FastifyRequest, nonce: string) =>
    templates ? firstPaintShell(request, nonce, templates, firstPaints) : '';

  if (indexHtml) await serveBuiltFiles(app, webDist);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = asksForPage(request);
    if (wantsPage && adminPage && isAdminPage(request.url)) {
      return sendAdminPage(reply, adminPage, forDocuments, connectOrigins);
    }
    if (wantsPage && indexHtml) {
      const nonce = newCspNonce();
      const shell = await shellFor(request, nonce);
      const language = textLanguageOf(request.headers['accept-language']);
      const pathname = request.url.split('?')[0] ?? '/';
      // Like the first paint, the page's own title is an extra: without it the path's usual one shows.
      const own = await pageText?.(pathname, language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page title skipped');
        return undefined;
      });
      const head = pageHead(pathname, language, own) + preloadsFor(pathname, shell);
      // The app draws its not-found page for a path it has no page for; crawlers and links see a 404.
      return reply
        .code(isKnownPage(pathname) ? 200 : 404)
        .headers(forDocuments)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pageContentSecurityPolicy(nonce, connectOrigins))
        .header('vary', 'accept-language')
        .type('text/html; charset=utf-8')
        .send(fillIndexHtml(indexHtml, nonce, shell, head));
    }
    return answerNotFound(request, reply);
  });
}

/** The console's page, with a fresh nonce in its scripts and its policy. */
function sendAdminPage(
  reply: FastifyReply,
  adminPage: string,
  forDocuments: ReturnType<typeof documentHeaders>,
  connectOrigins: string[],
) {
  const nonce = newCspNonce();
  return reply
    .headers(forDocuments)
    .header('cache-control', 'no-cache')
    .header('content-security-policy', pageContentSecurityPolicy(nonce, connectOrigins))
    .type('text/html; charset=utf-8')
    .send(adminPage.replace(NONCE_PLACEHOLDER, () => nonce));
}

/** The web app's built files; hashed assets are cached for good, the rest for an hour. */
async function serveBuiltFiles(app: App, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each text asset (scripts/build.mjs); no compressing per request.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}

/** A browser's read of a page: not an API path, not a file, and HTML accepted. */
const asksForPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !isApiPath(request.url) &&
  !path.extname(request.url.split('?')[0] ?? '') &&
  acceptsHtml(request.headers.accept);

/** The JSON 404 in the request's language, as every error the API answers. */
function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = translateServerText(
    notFoundMessage(request.method, request.url),
    textLanguageOf(request.headers['accept-language']),
  );
  return reply.code(404).header('vary', 'accept-language').send({ message, code: errorCodes.notFound });
}

/** `/admin` and the console's own routes below it (its API, `/admin/api`, is never a page). */
const isAdminPage = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/admin' || pathname.startsWith('/admin/');
};

/**
 * The operator console (apps/admin): its hashed assets under /admin/assets cached for a year, its page
 * returned by the not-found handler for any /admin route. A separate bundle: the store's pages never
 * load a byte of it. Without a build the console's paths fall through to the store's page.
 */
async function registerAdminApp(app: App, adminDist: string): Promise<string | undefined> {
  const indexFile = path.join(adminDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    index: false,
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return readFileSync(indexFile, 'utf8');
}
