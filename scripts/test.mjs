// `npm test`: every kind of test, in the order that fails fastest. `npm test -- e2e` runs only the
// browser tests. Ends with one line of totals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureServices } from './ensure-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const reports = mkdtempSync(path.join(os.tmpdir(), 'dappx-test-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

function step(name, command, args, env = {}) {
  const startedAt = performance.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (performance.now() - startedAt) / 1000;
  timings.push(`${name} ${seconds.toFixed(1)} s`);
  if (result.status !== 0) finish(`${name} failed`);
}

/** Steps that need no one else's output run side by side; each one's output is printed whole when it ends. */
async function stepsTogether(steps) {
  const startedAt = performance.now();
  const ends = steps.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (status) => {
          console.log(`\n▶ ${name}\n${output}`);
          resolve({ name, status });
        });
      }),
  );
  const results = await Promise.all(ends);
  timings.push(
    `${steps.map(([name]) => name).join(' and ')} ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  const failed = results.find((result) => result.status !== 0);
  if (failed) finish(`${failed.name} failed`);
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

function finish(failure) {
  console.log(`\n${timings.join(' · ')}`);
  rmSync(reports, { recursive: true, force: true });
  if (failure) console.log(`\n${failure}.`);
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failure ? 1 : 0);
}

const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

if (only !== 'e2e') {
  await stepsTogether([
    ['type check', 'npm', ['run', '--silent', 'typecheck']],
    ['lint and format', 'npm', ['run', '--silent', 'lint']],
  ]);
  // The server's tests behind PgBouncer (and a load balancer) run Debian's own.
  ensureServices();
  const unit = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (existsSync(vitestReport)) countVitest(vitestReport);
  timings.push('unit, component and API tests');
  if (unit.status !== 0) finish('unit, component or API tests failed');
}

step('build', 'node', ['scripts/build.mjs']);
if (only !== 'e2e') {
  // The deployment in deploy/ started whole, under load and faults (scripts/test-cluster.mjs).
  const clusterReport = path.join(reports, 'cluster.json');
  const cluster = spawnSync(
    'node',
    [
      'scripts/test-cluster.mjs',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${clusterReport}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (existsSync(clusterReport)) countVitest(clusterReport);
  timings.push('cluster test');
  if (cluster.status !== 0) finish('cluster test failed');
}
ensureChromium();
const e2e = spawnSync('npx', ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
if (existsSync(playwrightReport)) countPlaywright(playwrightReport);
finish(e2e.status === 0 ? undefined : 'browser tests failed');
