import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { getPort } from '../lib/free-port';

export type PageAudit = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  firstLoadJsKb: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled connection) of each page, in
 * Debian's Chromium, plus the JavaScript the first load transfers (compressed bytes on the wire).
 */
export async function auditPages(baseUrl: string, paths: string[]): Promise<PageAudit[]> {
  const port = await getPort();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${port}`,
    ],
  });
  try {
    const audits: PageAudit[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      // BENCH_LIGHTHOUSE_REPORT=/some/dir keeps each page's full report, to see which audits cost points.
      const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT;
      if (reportDir) {
        const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        await writeFile(`${reportDir}/${name}.json`, JSON.stringify(result.lhr, null, 2));
      }
      const { categories, audits: details } = result.lhr;
      const requests =
        (details['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const scriptBytes = requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      audits.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        seo: score(categories.seo?.score),
        firstLoadJsKb: Math.round(scriptBytes / 1024),
      });
    }
    return audits;
  } finally {
    await browser.close();
  }
}

type NetworkItem = { resourceType?: string; transferSize?: number };
