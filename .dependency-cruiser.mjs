// The boundaries of the house, checked by `npm run lint`.
//
// Why dependency-cruiser: one tool keeps all three kinds of rule (layers and cross-feature imports in the
// web app, a server module reached only through its index, no import cycle), with a message per rule,
// reading the whole graph once outside eslint. eslint-plugin-boundaries has no cycle check (it would need
// import-x beside it), and import-x/no-cycle follows the graph from every file eslint lints.
// (Version 17: 18 needs Node 22, and the project runs on Node 20.)
//
// Type-only imports count: a cycle of types is still a cycle a reader has to untangle.

import { fileURLToPath } from 'node:url';

const web = '^apps/web/src/';
const admin = '^apps/admin/src/';
const server = '^apps/server/';
const modules = '^apps/server/src/modules/';
const feeTests = `${modules}[^/]+/fees\\.test\\.ts$`;
const webFeeMaths = `${web}features/[^/]+/[^/]+-fees\\.ts$`;

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Files that import each other, directly or round a loop: move what both need one layer down.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-feature-through-index',
      severity: 'error',
      comment:
        "A feature uses another feature only through that feature's index.ts, never its internals; " +
        'what several features share belongs in lib/ or components/.',
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-lower-layers',
      severity: 'error',
      comment:
        'Code flows shared -> lib & components -> features -> app: lib/ and components/ know no feature and no app.',
      from: { path: `${web}(lib|components)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'web-shared-by-module',
      severity: 'error',
      comment:
        'The web app imports the shared package by module (@dappx/shared/amounts), not through its index: ' +
        "a screen's code then holds only the schemas it reads, not every endpoint's.",
      from: { path: '^apps/web/src/' },
      to: { path: '^packages/shared/src/index\\.ts$' },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      comment: 'Features know nothing of the app that composes them.',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'admin-lower-layers',
      severity: 'error',
      comment: "The console's code flows shared -> lib -> features -> app: lib/ knows no feature and no app.",
      from: { path: `${admin}lib/` },
      to: { path: `${admin}(features|app)/` },
    },
    {
      name: 'admin-features-below-app',
      severity: 'error',
      comment:
        'A console feature knows nothing of the app that composes it; what features share belongs in lib/.',
      from: { path: `${admin}features/` },
      to: { path: `${admin}app/` },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment:
        "A server module is used by others only through its index.ts. The tables are the one exception: a module's " +
        "schema.ts may name another's schema.ts (a foreign key), and db/schema.ts gathers them all for drizzle.",
      from: { path: `${modules}([^/]+)/`, pathNot: `${modules}[^/]+/schema\\.ts$` },
      to: {
        path: modules,
        pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-module-through-index-outside',
      severity: 'error',
      comment:
        'Code outside the modules (app, admin, workers, db, tests) reaches a module through its index.ts.',
      from: {
        path: server,
        pathNot: [`${modules}`, '^apps/server/src/db/schema\\.ts$'],
      },
      to: { path: `${modules}[^/]+/(?!index\\.ts$)` },
    },
    {
      name: 'server-tables-from-tables',
      severity: 'error',
      comment: "Only a module's schema.ts and db/schema.ts may name another module's schema.ts.",
      from: { path: `${modules}[^/]+/schema\\.ts$` },
      to: {
        path: modules,
        pathNot: [`${modules}[^/]+/schema\\.ts$`],
      },
    },
    {
      name: 'server-lib-below-modules',
      severity: 'error',
      comment: "The server's lib/ is below the modules: it knows none of them.",
      from: { path: '^apps/server/src/lib/' },
      to: { path: modules },
    },
    {
      name: 'server-plugins-on-top',
      severity: 'error',
      comment:
        "plugins/ are the app's Fastify plugins (security, limits, docs, metrics route, web app): only app.ts registers them; lib/ and the modules never import them.",
      from: { path: '^apps/server/src/(lib|modules|db|mail)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/plugins/' },
    },
    {
      name: 'server-cli-calls-modules',
      severity: 'error',
      comment: "cli.ts holds no SQL of its own: it calls the modules' services (no drizzle-orm there).",
      from: { path: '^apps/server/src/cli\\.ts$' },
      to: { path: '(^|/)node_modules/drizzle-orm/' },
    },
    {
      name: 'apps-apart',
      severity: 'error',
      comment:
        'The server, the web app and the operator console share code only through packages/, never by reaching into each other ' +
        "(the browser tests, which start the whole store, take a few server pieces, see e2e-server-through-one-file; a module's " +
        'fee test reads the web preview it checks, see fee-tests-read-previews).',
      from: { path: '^apps/(server|web|admin)/', pathNot: ['^apps/web/e2e/', feeTests] },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'e2e-server-through-one-file',
      severity: 'error',
      comment:
        "The browser tests take the server's pieces (embedded PostgreSQL, free port, demo ids) only through " +
        'apps/web/e2e/server-internals.ts, so the list of what they borrow stays in one place.',
      from: { path: '^apps/web/e2e/', pathNot: '^apps/web/e2e/server-internals\\.ts$' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'fee-tests-read-previews',
      severity: 'error',
      comment:
        "A server module's fees.test.ts proves the web dialog's preview equals the ledger lines it charges: " +
        "of the web app it reads only a feature's fee maths (*-fees.ts, which import nothing of the web app).",
      from: { path: feeTests },
      to: { path: '^apps/web/', pathNot: webFeeMaths },
    },
    {
      name: 'web-fee-maths-alone',
      severity: 'error',
      comment:
        "A feature's fee maths (*-fees.ts) builds on packages/ only: the server's fee tests load it outside the web app.",
      from: { path: webFeeMaths },
      to: { path: '^apps/web/' },
    },
    {
      name: 'packages-below-apps',
      severity: 'error',
      comment: 'The packages are below the apps: they import neither.',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^packages/contracts/src/generated/'] },
    tsPreCompilationDeps: true,
    // The web app's paths (`@/` and `@dappx/shared/*`); the server uses no `@/`, and the packages resolve
    // through the workspace links in node_modules either way.
    tsConfig: { fileName: fileURLToPath(new URL('apps/web/tsconfig.json', import.meta.url)) },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
