import { sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A PNG of 1.5 MB: more than one slice of the copy from the database, every byte numbered. */
const bigPng = Buffer.concat([png, Buffer.from(Array.from({ length: 1_572_864 }, (_, i) => i % 251))]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm, the rest of a clip'),
]);
const servedHeaders = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'accept-ranges',
];
const headersOf = (response: { headers: Record<string, unknown> }) =>
  Object.fromEntries(servedHeaders.map((name) => [name, response.headers[name]]));

describe('uploads: one store for every replica', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signInAsOperator>>;
  beforeAll(async () => {
    a = await createTestApp();
    // A second replica: the same database, a data folder of its own.
    b = await createTestApp({}, a.databaseUrl);
    editor = await signInAsOperator(a.app, a.db, 'editor');
  }, 120_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const upload = (t: typeof a, payload: Buffer, type = 'image/png') =>
    t.app.inject({
      method: 'POST',
      url: '/admin/api/uploads',
      payload,
      headers: { ...editor.headers, 'content-type': type },
    });
  const rowsNamed = async (uploadPath: string) => {
    const name = path.posix.basename(uploadPath);
    const found = await a.db.execute(sql`SELECT count(*)::int AS n FROM uploads WHERE name = ${name}`);
    return found.rows[0]!.n;
  };

  it('serves through one replica, bytes and headers alike, what was uploaded through another', async () => {
    expect(b.config.dataDir).not.toBe(a.config.dataDir);
    const stored = await upload(a, bigPng);
    expect(stored.statusCode).toBe(200);
    const throughB = await b.app.inject(stored.json().path);
    expect(throughB.statusCode).toBe(200);
    expect(throughB.rawPayload.equals(bigPng)).toBe(true);
    const throughA = await a.app.inject(stored.json().path);
    expect(headersOf(throughB)).toEqual(headersOf(throughA));
    expect(headersOf(throughB)).toEqual({
      'content-type': 'image/png',
      'content-length': String(bigPng.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
    });
  });

  it('answers a range through a replica that has no copy yet with its slice, and 416 past the end', async () => {
    const stored = (await upload(a, bigPng)).json().path as string;
    await fs.rm(path.join(b.config.dataDir, 'upload-copies'), { recursive: true, force: true });
    // Across the border of the first mebibyte the copy reads from the database.
    const [start, end] = [1_048_570, 1_048_600];
    const ranged = await b.app.inject({ url: stored, headers: { range: `bytes=${start}-${end}` } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes ${start}-${end}/${bigPng.length}`);
    expect(ranged.rawPayload.equals(bigPng.subarray(start, end + 1))).toBe(true);
    const past = await b.app.inject({ url: stored, headers: { range: `bytes=${bigPng.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bigPng.length}`);

    const video = (await upload(a, webm, 'video/webm')).json().path as string;
    const clip = await b.app.inject({ url: video, headers: { range: 'bytes=-6' } });
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-type']).toBe('video/webm');
    expect(clip.rawPayload.toString()).toBe('a clip');
  });

  it('keeps the same bytes uploaded twice, through two replicas, as one row', async () => {
    const first = await upload(a, png);
    const second = await upload(b, png);
    expect(second.json()).toEqual(first.json());
    expect(await rowsNamed(first.json().path)).toBe(1);
  });

  it('takes a logo uploaded through one replica in a submission sent through another', async () => {
    const user = await signUp(a.app);
    const session = { 'session-id': user.session };
    const logo = await a.app.inject({
      method: 'POST',
      url: '/v1/uploads/logo',
      payload: Buffer.concat([png, Buffer.from('harbor')]),
      headers: { ...session, 'content-type': 'image/png' },
    });
    const submitted = await b.app.inject({
      method: 'POST',
      url: '/v1/submissions',
      headers: session,
      payload: {
        name: 'Harbor Quest',
        url: 'https://harbor-quest.example',
        category: 'game',
        description: 'Sail, trade and race between ports.',
        logo: logo.json().path,
        chains: ['ethereum'],
        contracts: [],
        contact_email: 'team@harbor-quest.example',
      },
    });
    expect(submitted.statusCode).toBe(201);
  });

  it('serves no longer, from any replica’s copy, a file deleted from the database', async () => {
    const stored = (await upload(a, Buffer.concat([png, Buffer.from('gone')]))).json().path as string;
    expect((await b.app.inject(stored)).statusCode).toBe(200);
    await a.db.execute(sql`DELETE FROM uploads WHERE name = ${path.posix.basename(stored)}`);
    const gone = await b.app.inject(stored);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'No such upload.', code: 'NOT_FOUND' });
  });
});
