import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
]);
/** A PNG's first bytes, padded to `size`. */
const pngOf = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

describe('uploads: checked by content, stored by hash, served immutable', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signInAsOperator>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await signInAsOperator(t.app, t.db, 'editor');
    user = await signUp(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const upload = (url: string, payload: Buffer, headers: Record<string, string>, type = 'image/png') =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': type } });

  it('keeps an editor’s image under its sha-256 and serves it for a year, typed and never sniffed', async () => {
    const stored = await upload('/admin/api/uploads', png, editor.headers, 'application/octet-stream');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({ content_type: 'image/png', size: png.length });
    expect(stored.json().path).toMatch(/^\/media\/uploads\/[0-9a-f]{64}\.png$/);

    const served = await t.app.inject(stored.json().path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");

    const audit = await t.app.inject({ url: '/admin/api/audit?action=upload.add', headers: editor.headers });
    expect(audit.json().entries[0]).toMatchObject({ operator: editor.address, target: stored.json().path });
  });

  it('refuses by content what a lying type or name claims: an SVG sent as a PNG is refused', async () => {
    const lying = await upload('/admin/api/uploads?name=logo.png', svg, editor.headers);
    expect(lying.statusCode).toBe(400);
    expect(lying.json().message).toBe('Only PNG, JPEG, WebP or GIF images, or MP4 or WebM videos.');
    const spanish = await upload('/v1/uploads/logo', svg, {
      'session-id': user.session,
      'accept-language': 'es',
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe('Solo imágenes PNG, JPEG, WebP o GIF.');
  });

  it('holds each kind to its size: images 2 MB, a logo 512 kB and an image only', async () => {
    const big = await upload('/admin/api/uploads', pngOf(2 * 1024 * 1024 + 1), editor.headers);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large (at most 2 MB).');
    const session = { 'session-id': user.session };
    const bigLogo = await upload('/v1/uploads/logo', pngOf(512 * 1024 + 1), session);
    expect(bigLogo.statusCode).toBe(413);
    expect(bigLogo.json().message).toBe('The file is too large (at most 512 kB).');
    const video = await upload('/v1/uploads/logo', webm, session, 'video/webm');
    expect(video.statusCode).toBe(400);
    const video2 = await upload('/admin/api/uploads', webm, editor.headers, 'video/webm');
    expect(video2.json()).toMatchObject({ content_type: 'video/webm' });
    const logo = await upload('/v1/uploads/logo', png, session, 'image/gif');
    expect(logo.json()).toMatchObject({ content_type: 'image/png' });
  });

  it('lets only editors (and the owner) upload to the catalogue, and only signed-in users send a logo', async () => {
    const support = await signInAsOperator(t.app, t.db, 'support');
    expect((await upload('/admin/api/uploads', png, support.headers)).statusCode).toBe(403);
    expect((await upload('/admin/api/uploads', png, { 'session-id': user.session })).statusCode).toBe(401);
    expect((await upload('/v1/uploads/logo', png, {})).statusCode).toBe(401);
    expect((await t.app.inject('/media/uploads/' + '0'.repeat(64) + '.png')).statusCode).toBe(404);
    expect((await t.app.inject('/media/uploads/..%2Fconfig.png')).statusCode).toBe(400);
  });
});
