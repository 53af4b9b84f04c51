import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebDist } from '../../test/first-paint-templates';
import { createTestApp } from '../../test/test-app';

const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
};
// What only a rendered page acts on: the page and the API docs carry it, data and files do not.
const documentsOnly = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const loadsNothing = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

describe('security headers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    // A page of our own: the tests run before the web app is built on a clean checkout.
    webDist = await testWebDist(
      '<!doctype html><div id="root"><!--first-paint--></div><script nonce="__CSP_NONCE__" src="/assets/a.js"></script>',
    );
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('are on API answers, refusals, unknown paths and files, with a policy that loads nothing and none of what only pages act on', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/settings/getMaintenanceMode' }),
      t.app.inject({ url: '/users?publicAddress=not-an-address' }),
      t.app.inject({ url: '/v1/no-such-call' }),
      t.app.inject({ url: '/media/art/no-such-art.svg' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(everyAnswer);
      expect(answer.headers['content-security-policy']).toBe(loadsNothing);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers).not.toHaveProperty('x-powered-by');
      for (const name of Object.keys(documentsOnly)) expect(answer.headers).not.toHaveProperty(name);
    }
  });

  it("give the page its own nonce policy and the API docs theirs, over the API's", async () => {
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers).toMatchObject({ ...everyAnswer, ...documentsOnly });
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    const docs = await t.app.inject({ url: '/docs/static/index.html' });
    expect(docs.headers).toMatchObject({ ...everyAnswer, ...documentsOnly });
    expect(docs.headers['content-security-policy']).not.toBe(loadsNothing);
  });
});
