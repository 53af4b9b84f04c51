import { mkdir, writeFile } from 'node:fs/promises';
import lighthouse from 'lighthouse';
import { launchChromium } from './chromium';
import { getPort } from '../src/lib/free-port';

export type PageAudit = {
  path: string;
  /** The median of the runs, and the lowest and highest. */
  performance: number;
  performanceRange: [number, number];
  /** Medians, in milliseconds: what the performance score is made of. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstLoadJsKb: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Lighthouse's performance score moves several points between runs of the same page on the same
// machine; its documentation recommends the median of several runs, so one run is never the figure.
const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled connection) of each page, in
 * Debian's Chromium, plus the JavaScript the first load transfers (compressed bytes on the wire).
 */
export async function auditPages(baseUrl: string, paths: string[]): Promise<PageAudit[]> {
  const port = await getPort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const audits: PageAudit[] = [];
    for (const path of paths) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++) results.push(await auditOnce(port, `${baseUrl}${path}`));
      await keepReport(path, results);
      const performance = results.map((result) => score(result.categories.performance?.score));
      const metric = (id: string) =>
        Math.round(median(results.map((result) => result.audits[id]?.numericValue ?? 0)));
      const last = results.at(-1)!;
      const requests =
        (last.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const scriptBytes = requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      audits.push({
        path,
        performance: median(performance),
        performanceRange: [Math.min(...performance), Math.max(...performance)],
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        accessibility: score(last.categories.accessibility?.score),
        bestPractices: score(last.categories['best-practices']?.score),
        seo: score(last.categories.seo?.score),
        firstLoadJsKb: Math.round(scriptBytes / 1024),
      });
    }
    return audits;
  } finally {
    await browser.close();
  }
}

type NetworkItem = { resourceType?: string; transferSize?: number };
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** One audit; a run Lighthouse itself could not complete (e.g. NO_NAVSTART, no scores) is run again. */
async function auditOnce(port: number, url: string, attempts = 3): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const failure = result.lhr.runtimeError;
  if (!failure) return result.lhr;
  if (attempts <= 1) throw new Error(`Lighthouse could not audit ${url}: ${failure.code} ${failure.message}`);
  return auditOnce(port, url, attempts - 1);
}

/** BENCH_LIGHTHOUSE_REPORT=/some/dir keeps each run's full report, to see which audits cost points. */
async function keepReport(path: string, results: Result[]) {
  const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT;
  if (!reportDir) return;
  await mkdir(reportDir, { recursive: true });
  const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
  for (const [run, result] of results.entries()) {
    await writeFile(`${reportDir}/${name}-${run + 1}.json`, JSON.stringify(result, null, 2));
  }
}
