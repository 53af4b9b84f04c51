import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { defineConfig } from 'vitest/config';
import { startFilesFile, type StartFiles } from '../../packages/shared/src/start-files.ts';
import { sharedPackageAliases } from '../../scripts/vite-aliases.ts';
import { screenPathPattern, screens } from './src/app/screens.ts';
import {
  walletAreaReads,
  walletPageReads,
  walletPages,
  zeraLiveCalls,
} from './src/features/user-profile/api/wallet-page-reads.ts';

/**
 * The modules every page loads (those the entry imports statically, directly or not), found once the
 * module graph is complete. The build puts them in one chunk: left to itself it splits them into a
 * couple of dozen small chunks wherever a lazy screen shares one, and each extra request costs a
 * round trip and about 1 kB of headers on a page's first load.
 */
const firstLoad = new Set<string>();
// Reached only through an index that re-exports them, and used by no first screen, which the build sees
// only once it has put them in the first load: react-i18next's <Trans> (with its HTML parser, some 6 kB
// compressed), and MUI's input, reached from its styles' index through a list of class names (the
// search box and the newsletter form load theirs with them). The screens that use them get them with
// their own code.
const usedOnlyLater = [
  /\/react-i18next\/dist\/es\/(Icu)?Trans(WithoutContext)?\.js$/,
  /\/@mui\/material\/InputBase\/InputBase\.mjs$/,
];
function findFirstLoadModules(): Plugin {
  return {
    name: 'dappx:first-load-modules',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const visit = (id: string) => {
        if (firstLoad.has(id) || usedOnlyLater.some((pattern) => pattern.test(id))) return;
        firstLoad.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      // The entry itself stays out: it awaits the first route, whose chunk imports this one, and a
      // chunk still waiting on its own top-level await would never finish loading that route.
      // (index.html is the build's entry; the script it names, main.tsx, is the one meant here.)
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const scripts = entries.flatMap((id) =>
        id.endsWith('.html') ? this.getModuleInfo(id)!.importedIds : [id],
      );
      scripts.forEach((id) => firstLoad.add(id));
      scripts.forEach((id) => this.getModuleInfo(id)?.importedIds.forEach(visit));
      scripts.forEach((id) => firstLoad.delete(id));
      findFirstScreensModules(this);
      keepOutOfFirstLoad(this);
    },
  };
}

/**
 * Packages every page would pay for though its first screen does not use them: zod (the request
 * schemas) costs some 190 kB of code to download and run before anything shows, and came in once
 * through one import of the shared package's index. The wallet area's pages, which the server cannot
 * draw before the app, keep it out too: it came in through type-only imports of the shared schemas'
 * modules. The build stops and names the import chain.
 */
const notInFirstLoad = [/\/node_modules\/zod\//, /\/packages\/shared\/src\/index\.ts$/];
const walletArea = [
  '/src/features/user-profile/routes/user-profile-route.tsx',
  '/src/features/user-profile/api/wallet-page-queries.ts',
];
function keepOutOfFirstLoad(build: Rollup.PluginContext) {
  keepOut(build, firstLoad, 'The first load');
  const area = new Set<string>();
  for (const root of walletArea) {
    const reached = reachBeyondFirstLoad(build, root);
    // A root that moved would leave the check with nothing to check.
    if (reached.size === 0)
      build.error(`The wallet area's ${root} is not in the build: name its new place here.`);
    reached.forEach((id) => area.add(id));
  }
  keepOut(build, area, "The wallet area's first load");
}

function keepOut(build: Rollup.PluginContext, modules: Set<string>, what: string) {
  const found = [...modules].find((id) => notInFirstLoad.some((pattern) => pattern.test(id)));
  if (!found) return;
  const importerOf = (id: string) =>
    [...modules].find((candidate) => build.getModuleInfo(candidate)?.importedIds.includes(id));
  const chain = [found];
  for (let importer = importerOf(found); importer && chain.length < 12; importer = importerOf(importer))
    chain.push(importer);
  build.error(`${what} would include ${found}, imported by: ${chain.slice(1).join(' <- ')}`);
}

/**
 * The screens of / and /games (the pages with a first paint) and what they import statically beyond
 * the first load, in three chunks: each screen's own, and what both share. Left to itself the build
 * cuts a small chunk wherever another lazy screen shares a module (a chip, a container, a helper),
 * and each such request cost these pages about 0.75 kB of headers, ten of them on the home page.
 */
const firstScreens = {
  home: '/src/features/home/routes/home-route.tsx',
  games: '/src/features/games/routes/games-route.tsx',
};
const firstScreenChunk = new Map<string, 'home-screen' | 'games-screen' | 'storefront'>();
/** The modules `root` (a path ending) imports statically, itself included, beyond the first load. */
function reachBeyondFirstLoad(build: Rollup.PluginContext, root: string): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id) || firstLoad.has(id)) return;
    found.add(id);
    build.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  const rootId = [...build.getModuleIds()].find((id) => id.endsWith(root));
  if (rootId) visit(rootId);
  return found;
}

function findFirstScreensModules(build: Rollup.PluginContext) {
  firstScreenChunk.clear();
  const reach = (root: string) => reachBeyondFirstLoad(build, root);
  const home = reach(firstScreens.home);
  const games = reach(firstScreens.games);
  home.forEach((id) => firstScreenChunk.set(id, games.has(id) ? 'storefront' : 'home-screen'));
  games.forEach((id) => firstScreenChunk.set(id, home.has(id) ? 'storefront' : 'games-screen'));
  findOtherScreensModules(reach);
}

/**
 * Every other screen's modules, in a chunk per feature and one per set of features sharing modules
 * (the English texts of all screens are a chunk by themselves: src/lib/screen-texts-en.ts). Left to
 * itself the build cuts a chunk per set of screens reaching a module, some sixty for the wallet area
 * alone: over HTTP/1.1's six connections a page waited some 600 ms for them in turns.
 */
const screenChunk = new Map<string, { name: string; features: number }>();
function findOtherScreensModules(reach: (root: string) => Set<string>) {
  screenChunk.clear();
  const featuresOf = new Map<string, Set<string>>();
  for (const screen of screens) {
    const feature = `screen-${screen.module.split('/').at(-2) === 'routes' ? screen.module.split('/')[1] : 'other'}`;
    reach(`/src/${screen.module}`).forEach((id) => {
      if (firstScreenChunk.has(id)) return;
      featuresOf.set(id, (featuresOf.get(id) ?? new Set()).add(feature));
    });
  }
  featuresOf.forEach((features, id) =>
    screenChunk.set(id, { name: [...features].sort().join('+'), features: features.size }),
  );
}

/**
 * The entry's stylesheet (only the font's @font-face rules) goes inline into index.html: as a file it
 * blocks the first paint until it arrives, and on a slow line it shares the bandwidth with the app's
 * JavaScript. The server stamps the nonce (plugins/web-app.ts), as on Vite's own tags.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'dappx:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle?.[file];
            if (asset?.type !== 'asset') return tag;
            delete bundle![file];
            return `<style nonce="__CSP_NONCE__">${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Each screen's path pattern (src/app/screens.ts) with the files its code needs beyond the app's first
 * load: the chunk holding the screen's module, the chunks that one imports, its English texts, and the
 * module its loader imports to start its requests. The
 * starter preloads the page's own with the app's, so they download while the app's code runs instead of
 * after (the router asks for them only once it has started).
 */
function screenFiles(bundle: Rollup.OutputBundle, firstLoadFiles: Set<string>): [string, string[]][] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  // A screen's module captured into a group is reached through a small chunk of its own re-exporting it.
  const chunkOf = (module: string) =>
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  // With each chunk its stylesheets, which the router would otherwise ask for only with the chunk.
  const withImports = (fileName: string, found: Set<string>) => {
    if (found.has(fileName) || firstLoadFiles.has(fileName)) return;
    found.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    chunk.viteMetadata?.importedCss.forEach((css) => found.add(css));
    chunk.imports.forEach((imported) => withImports(imported, found));
  };
  return screens.map((screen) => {
    const found = new Set<string>();
    const modules = [
      `/src/${screen.module}`,
      ...(screen.loaderModule ? [`/src/${screen.loaderModule}`] : []),
      ...(screen.texts ?? []).map((f) => `/src/features/${f}/locales/en.json`),
    ];
    for (const module of modules) {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`The screens table names ${module}, which the build did not bundle`);
      withImports(chunk.fileName, found);
    }
    return [screenPathPattern(screen.path), [...found].map((file) => `/${file}`)];
  });
}

/**
 * The app starts after the browser has painted the page's static shell (header, and on the home and games
 * pages their first screen) with its images: two frames after the page's load event (or after 3 s, if an
 * image is slow), the app's files are preloaded together and the entry imported. Neither evaluating the
 * app's code nor downloading it (preloads in the head would start at once) can hold back the first
 * paint, take bandwidth from the shell's images on a slow line, or come before the hero's art is painted
 * (the page's largest paint: drawn by the app instead, it waited for the app's first render). A page
 * whose first paint is the header alone has no image to protect: the server names its files in the head
 * (start-files.json), and they download while the page parses rather than after its first frames.
 */
function startAfterFirstPaint(): Plugin {
  let startFiles: StartFiles | undefined;
  return {
    name: 'dappx:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const preloads: string[] = [];
        const withoutPreloads = html.replace(
          /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)"[^>]*>\s*/g,
          (_tag, file: string) => {
            preloads.push(file);
            return '';
          },
        );
        return withoutPreloads.replace(
          /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"[^>]*><\/script>/,
          (_tag, entry: string) => {
            const first = [entry, ...preloads];
            const screens = bundle ? screenFiles(bundle, new Set(first.map((file) => file.slice(1)))) : [];
            startFiles = { first, screens };
            return `<script type="module" nonce="__CSP_NONCE__">${starter(first, screens, entry)}</script>`;
          },
        );
      },
    },
    // The same files for the server, which names a page's own in its head when it has no image to wait for.
    generateBundle: {
      order: 'post',
      handler() {
        if (!startFiles) return;
        this.emitFile({ type: 'asset', fileName: startFilesFile, source: JSON.stringify(startFiles) });
      },
    },
  };
}

/**
 * The starter's code: preload the app's files and the page's own (unless the server has named them in
 * the head already), then import the entry, two frames after the page's load event, or at once when
 * its first paint has no image.
 */
function starter(first: string[], screens: StartFiles['screens'], entry: string) {
  const screenOfPage = `${JSON.stringify(screens)}.find(([pattern]) => new RegExp(pattern).test(location.pathname))?.[1] ?? []`;
  const start =
    `if (!document.querySelector('link[rel=modulepreload]')) ${JSON.stringify(first)}.concat(${screenOfPage}).forEach((file) => document.head.append(Object.assign(document.createElement('link'), ` +
    `file.endsWith('.css') ? { rel: 'preload', as: 'style', href: file, crossOrigin: '' } : { rel: 'modulepreload', href: file, crossOrigin: '' })));` +
    `import('${entry}');`;
  const afterPaint = `requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {${start}})))`;
  const once = `let started = false; const go = () => { if (!started) { started = true; ${afterPaint}; } };`;
  // A first paint without images (the header alone) has nothing to wait for: the app starts at once.
  const whenLoaded =
    `if (document.readyState === 'complete' || !document.querySelector('#root img')) go(); ` +
    `else { addEventListener('load', go); setTimeout(go, 3000); }`;
  return `${earlyWalletReads()} ${once} ${whenLoaded}`;
}

/**
 * Signed in on a wallet page, the starter asks for the page's API reads as soon as the page is parsed,
 * some half a second before the app's code could: the API client takes their answers (readEarly in
 * lib/api-client.ts). Its headers are the client's own, in the client's order, which is how it knows
 * them. The Zera figures' chain goes too: the earned calls, then the balances once both answered. A
 * build calling an API on another origin (VITE_API_URL…) leaves this out.
 */
function earlyWalletReads(): string {
  if (Object.keys(process.env).some((name) => name.startsWith('VITE_API_URL'))) return '';
  const reads = Object.fromEntries(
    walletPages.map((page) => [page, [...walletAreaReads, ...walletPageReads(page)]]),
  );
  const ask = `const ask = (path, headers, answer, body) => { answer.catch(() => undefined); return [path, headers, answer, body]; };`;
  const zera =
    `const posting = { accept: headers.accept, 'accept-language': headers['accept-language'], 'content-type': 'application/json', 'session-id': session }; ` +
    `const earned = ${JSON.stringify(zeraLiveCalls.earned)}.map(({ path, body }) => ask(path, posting, fetch(path, { method: 'POST', headers: posting, body }), body)); ` +
    `const settled = Promise.allSettled(earned.map((call) => call[2])); ` +
    `const balances = ${JSON.stringify(zeraLiveCalls.balances)}.map((path) => ask(path, headers, settled.then(() => fetch(path, { headers }))));`;
  return (
    `(() => { try { const page = /^\\/user-profile\\/?([a-z]*)\\/?$/.exec(location.pathname); ` +
    `const reads = page && ${JSON.stringify(reads)}[page[1]]; const session = localStorage.getItem('session-id'); ` +
    `if (!reads || !session) return; const languages = ['en', 'es', 'pt']; ` +
    `const saved = localStorage.getItem('language'); const browser = (navigator.language || '').slice(0, 2).toLowerCase(); ` +
    `const headers = { accept: 'application/json', 'accept-language': languages.includes(saved) ? saved : languages.includes(browser) ? browser : 'en', 'session-id': session }; ` +
    `${ask} ${zera} ` +
    `window.dappxEarlyReads = reads.map((path) => ask(path, headers, fetch(path, { headers }))).concat(earned, balances); ` +
    `${warmIntl("headers['accept-language']")} } catch {} })();`
  );
}

/**
 * The first number or date a page formats costs tens of milliseconds (the browser loads its locale
 * data); done after the first frame, while the app's code downloads, it is no longer in the first render.
 */
const warmIntl = (language: string) =>
  `requestAnimationFrame(() => setTimeout(() => { try { ` +
  `new Intl.NumberFormat(${language}, { useGrouping: 'always' }).formatToParts(1); ` +
  `new Intl.DateTimeFormat(${language}, { dateStyle: 'medium' }).format(0); ` +
  `new Intl.PluralRules(${language}).select(1); } catch {} }));`;

/**
 * The first path segment of every declared endpoint (packages/shared/src/endpoints/*.ts), read from the
 * declarations' text: importing them would make Vite bundle the shared package into its config.
 */
export function declaredPathPrefixes(folder: string): string[] {
  const prefixes = new Set<string>();
  for (const file of readdirSync(folder)) {
    // As pathPrefixes does: the console's API shares `/admin` with its pages, so `/admin/api` is the prefix.
    const declarations = readFileSync(path.join(folder, file), 'utf8');
    for (const [, prefix] of declarations.matchAll(/\bpath: '(\/admin\/api(?=\/)|\/[^/']*)/g)) {
      prefixes.add(prefix!);
    }
  }
  return [...prefixes].sort();
}

// The dev server passes the API's paths through: every declared endpoint's first segment, plus what is
// served but not called through the client (the docs, media images, health checks, the chains' RPC).
const apiPrefixes = () => [
  ...declaredPathPrefixes(fileURLToPath(new URL('../../packages/shared/src/endpoints', import.meta.url))),
  ...['/docs', '/media', '/healthz', '/readyz', '/rpc'],
];
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The app's import paths: the shared package and the contracts' (no build step), `@/` for src. React
 * Router 7 names only its development build in its exports (its warnings on, a larger first load); the
 * page's build takes the production one it ships beside it.
 */
function aliases(pageBuild: boolean) {
  return [
    ...sharedPackageAliases(),
    {
      find: /^@dappx\/contracts$/,
      replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
    },
    { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ...(pageBuild
      ? [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
            ),
          },
        ]
      : []),
  ];
}

/** The page's chunks. A group takes the modules its own need with it, so the groups taking most go first. */
const chunkGroups = () => [
  // Stylesheets stay with the entry, whose CSS goes inline (inlineEntryCss); in 'app' every lazy
  // screen would list it as a file to preload.
  { name: 'app', priority: 1000, test: (id: string) => firstLoad.has(id) && !id.endsWith('.css') },
  ...(['storefront', 'home-screen', 'games-screen'] as const).map((name) => ({
    name,
    priority: 900,
    test: (id: string) => firstScreenChunk.get(id) === name,
  })),
  // Modules shared by more features first: what they need is shared by at least as many.
  ...screens.map((_screen, index) => ({
    debugName: `screens shared by ${index + 1}`,
    priority: index + 1,
    name: (id: string) => screenChunk.get(id)?.name ?? null,
    test: (id: string) => screenChunk.get(id)?.features === index + 1,
  })),
];

// A function, so that importing this file (the proxy's test) reads nothing until Vite asks. The build
// that renders the first paint in Node (isSsrBuild, scripts/build.mjs) needs none of the page's plugins.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [react(), findFirstLoadModules(), inlineEntryCss(), startAfterFirstPaint()],
  resolve: { alias: aliases(command === 'build' && !isSsrBuild) },
  // The server swaps this placeholder for each response's CSP nonce (plugins/web-app.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // WEB_SOURCEMAP=1 builds the maps a CPU profile of a page load is read with; shipped builds have none.
    sourcemap: process.env.WEB_SOURCEMAP === '1',
    assetsInlineLimit: 0,
    // The first load is one chunk on purpose (see findFirstLoadModules): some 830 kB, about 220 kB
    // compressed. `npm run bench` reports what matters, the compressed bytes a page load transfers.
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups() } } },
  },
  server: { proxy: Object.fromEntries(apiPrefixes().map((prefix) => [prefix, apiUrl])) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A dialog walked through with user-event takes 4-5 s in jsdom while the server tests load both
    // cores; speed is the benchmarks' to judge, so the wait is generous.
    testTimeout: 20_000,
  },
}));
