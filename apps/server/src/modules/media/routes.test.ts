import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe('media', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a maintained token logo as a cacheable SVG that cannot run scripts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/icons/tokens/MKR.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg[^>]+viewBox/);
  });

  it('answers 404 for an icon the package does not have', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/icons/tokens/NOPE123.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such icon.', code: 'NOT_FOUND' });
  });

  it('refuses path tricks in icon names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/icons/tokens/..%2F..%2Fpackage.json' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for art no app, game or story has, rather than a tile of initials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/art/no-such-app.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such art.', code: 'NOT_FOUND' });
  });

  it('draws the same key art for a game every time, its title set in it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/art/neon-racers.svg' });
    const second = await t.app.inject({ method: 'GET', url: '/media/art/neon-racers.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(second.body);
    expect(first.body).toContain('>NEON RACERS</text>');
    const sameGenre = await t.app.inject({ method: 'GET', url: '/media/art/pixel-kart.svg' });
    expect(sameGenre.body).toContain('>PIXEL KART</text>');
    expect(sameGenre.body.replace('PIXEL KART', '')).not.toBe(first.body.replace('NEON RACERS', ''));
  });

  it('sends the art compressed to a client that takes brotli, a third of its size or less', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/media/art/card-clash.svg' });
    const packed = await t.app.inject({
      method: 'GET',
      url: '/media/art/card-clash.svg',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
  });

  it('puts a logo drawn dark on a light chip, and refuses path tricks and unknown brands', async () => {
    const chip = await t.app.inject({ method: 'GET', url: '/media/chips/tokens/SNX.svg' });
    expect(chip.statusCode).toBe(200);
    expect(chip.headers['content-security-policy']).toContain("default-src 'none'");
    expect(chip.body).toMatch(
      /^<svg[^>]+viewBox="0 0 96 96"><rect width="96" height="96" rx="22" fill="#f3f4f8"\/><svg /,
    );
    const brand = await t.app.inject({ method: 'GET', url: '/media/chips/brands/opensea.svg' });
    expect(brand.body).toContain('fill="#2081E2"');
    const unknown = await t.app.inject({ method: 'GET', url: '/media/chips/brands/github.svg' });
    expect(unknown.statusCode).toBe(404);
    const trick = await t.app.inject({ method: 'GET', url: '/media/chips/brands/..%2Fpackage.json' });
    expect(trick.statusCode).toBe(400);
  });
});

describe('hero banners', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('draws each slide’s banner per language and shape, with its label in that language', async () => {
    const es = await t.app.inject({ method: 'GET', url: '/media/banners/battle-arena-es-desktop.svg' });
    expect(es.statusCode).toBe(200);
    expect(es.headers['content-type']).toContain('image/svg+xml');
    expect(es.body).toContain('ARENA DE BATALLA');
    expect(es.body).toContain('viewBox="0 0 1200 520"');
    const mobile = await t.app.inject({ method: 'GET', url: '/media/banners/battle-arena-en-mobile.svg' });
    expect(mobile.body).toContain('BATTLE ARENA');
    expect(mobile.body).toContain('viewBox="0 0 600 600"');
  });

  it('refuses unknown banners and odd names', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/banners/nope-en-desktop.svg' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/banners/battle-arena-fr-desktop.svg' })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/banners/..%2F..%2Fetc-en-desktop.svg' })).statusCode,
    ).toBe(400);
  });
});

describe('hover videos', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a committed clip whole, or the byte range asked for', async () => {
    const full = await t.app.inject({ method: 'GET', url: '/media/videos/download-intro.webm' });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    const size = full.rawPayload.length;
    expect(size).toBeGreaterThan(10_000);
    // WebM files start with the EBML magic number.
    expect(full.rawPayload.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const part = await t.app.inject({
      method: 'GET',
      url: '/media/videos/download-intro.webm',
      headers: { range: 'bytes=10-19' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(10, 20));
    const beyond = await t.app.inject({
      method: 'GET',
      url: '/media/videos/download-intro.webm',
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers 404 for a missing clip and refuses names that could leave the folder', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/videos/nope.webm' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/videos/..%2F..%2Fpackage.json' })).statusCode,
    ).toBe(400);
  });
});
