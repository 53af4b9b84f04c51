import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';

describe('download catalogue', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rows = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/catalogue/download' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      links: { row: string; platform: string; href: string; disabled: boolean }[];
    };
    return body.links;
  };

  it('serves the browser row, the wallet row with a disabled App Store button and two How to use links', async () => {
    const links = await rows();
    const of = (row: string) => links.filter((link) => link.row === row);
    expect(of('browser').map((link) => link.platform)).toEqual(['windows', 'google-play', 'app-store']);
    expect(of('browser').every((link) => !link.disabled && link.href.startsWith('https://'))).toBe(true);
    expect(of('wallet').map((link) => [link.platform, link.disabled])).toEqual([
      ['google-play', false],
      ['app-store', true],
    ]);
    expect(of('how-to-use').map((link) => link.platform)).toEqual(['browser', 'web-app']);
  });

  it('seeds idempotently: a second seed adds no duplicates', async () => {
    const before = await rows();
    await seedDemo(t.db);
    expect(await rows()).toEqual(before);
  });
});
