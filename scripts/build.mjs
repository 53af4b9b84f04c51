// Builds what is stale: the server bundle (esbuild) and the web app (Vite). A fingerprint of each
// one's inputs is kept beside its output, so an unchanged tree builds nothing and starts fast.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = process.argv.slice(2);
const force = flags.includes('--force');
const quiet = flags.includes('--quiet');
// `node scripts/build.mjs server` builds only the server; no target builds all three (server, web, admin).
const targets = flags.filter((flag) => !flag.startsWith('--'));
const wanted = (name) => targets.length === 0 || targets.includes(name);
const say = (line) => quiet || console.log(line);

function fingerprint(inputs) {
  const hash = createHash('sha256');
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file).sort()) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(file, entry));
      }
    } else {
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\0`);
    }
  };
  inputs.map((input) => path.join(root, input)).forEach(visit);
  return hash.digest('hex');
}

/** Writes .br and .gz copies of text assets once at build time, so the server never compresses per request. */
function precompress(dir) {
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (!/\.(js|css|svg|json|html|txt)$/.test(entry)) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * The first paint of / and /games (packages/shared/src/first-paint.ts): the web app's components are
 * built for Node, rendered once per language into templates, and the templates written beside index.html.
 */
async function renderFirstPaint(build) {
  const web = path.join(root, 'apps/web');
  const outDir = path.join(web, '.first-paint');
  await build({
    root: web,
    configFile: path.join(web, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/app/first-paint/render-first-paint.tsx', outDir, emptyOutDir: true },
  });
  try {
    const { renderFirstPaint: render } = await import(
      pathToFileURL(path.join(outDir, 'render-first-paint.js')).href
    );
    writeFileSync(path.join(web, 'dist/first-paint.json'), JSON.stringify(render()));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function buildIfStale(name, { inputs, stamp, build }) {
  if (!wanted(name)) return;
  const stampFile = path.join(root, stamp);
  const current = fingerprint(inputs);
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === current) {
    say(`${name}: up to date`);
    return;
  }
  const startedAt = performance.now();
  await build();
  writeFileSync(stampFile, current);
  say(`${name}: built in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}

const shared = ['packages/shared/src', 'packages/contracts/src', 'package-lock.json'];

await buildIfStale('server', {
  inputs: [
    ...shared,
    'apps/server/src',
    'apps/server/bench',
    'apps/server/package.json',
    'scripts/chromium-launch.ts',
    'scripts/build.mjs',
  ],
  stamp: 'apps/server/dist/.build-stamp',
  build: async () => {
    const esbuild = await import('esbuild');
    await esbuild.build({
      absWorkingDir: root,
      // The bench lives beside the server's src, not in it; its bundle still lands in dist/bench.
      entryPoints: [
        { in: 'apps/server/src/main.ts', out: 'main' },
        { in: 'apps/server/src/cli.ts', out: 'cli' },
        // Started by main in demo mode: the demo chains in a process of their own (lib/demo-chains.ts).
        { in: 'apps/server/src/demo-chains-process.ts', out: 'demo-chains-process' },
        { in: 'apps/server/bench/run.ts', out: 'bench/run' },
        { in: 'apps/server/bench/bare-server.ts', out: 'bench/bare-server' },
        { in: 'apps/server/bench/profile.ts', out: 'bench/profile' },
      ],
      outdir: 'apps/server/dist',
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      alias: {
        '@dappx/shared': './packages/shared/src/index.ts',
        '@dappx/contracts': './packages/contracts/src',
      },
      sourcemap: true,
      logLevel: 'warning',
    });
  },
});

await buildIfStale('web', {
  inputs: [
    ...shared,
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'scripts/vite-aliases.ts',
    'scripts/build.mjs',
  ],
  stamp: 'apps/web/dist/.build-stamp',
  build: async () => {
    const { build } = await import('vite');
    await build({
      root: path.join(root, 'apps/web'),
      configFile: path.join(root, 'apps/web/vite.config.ts'),
      logLevel: 'warn',
    });
    precompress(path.join(root, 'apps/web/dist/assets'));
    await renderFirstPaint(build);
  },
});

// The operator console: its own Vite build, served by the server at /admin (plugins/web-app.ts).
await buildIfStale('admin', {
  inputs: [
    ...shared,
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'apps/admin/package.json',
    'scripts/vite-aliases.ts',
    'scripts/build.mjs',
  ],
  stamp: 'apps/admin/dist/.build-stamp',
  build: async () => {
    const { build } = await import('vite');
    await build({
      root: path.join(root, 'apps/admin'),
      configFile: path.join(root, 'apps/admin/vite.config.ts'),
      logLevel: 'warn',
    });
    precompress(path.join(root, 'apps/admin/dist/assets'));
  },
});
