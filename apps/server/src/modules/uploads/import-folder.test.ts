import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { importUploadsFolder } from './import-folder';

/** A real 1×1 PNG, made unlike every other test's by what follows it. */
const png = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from('kept by an earlier version'),
]);
const webm = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('uploads kept on disk by earlier versions', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = path.join(t.config.dataDir, 'uploads');
    await fs.mkdir(path.join(folder, `${sha(svg)}.png`), { recursive: true });
    const files: [string, Buffer][] = [
      [`${sha(png)}.png`, png],
      [`${sha(webm)}.webm`, webm],
      [`${'0'.repeat(64)}.png`, png],
      [`${sha(svg)}.gif`, svg],
      [`${sha(png)}.jpg`, png],
      [`.${sha(png)}.png.1a2b3c.part`, png.subarray(0, 10)],
      ['notes.txt', Buffer.from('not an upload')],
    ];
    for (const [name, bytes] of files) await fs.writeFile(path.join(folder, name), bytes);
    await fs.symlink(path.join(folder, 'nowhere'), path.join(folder, `${sha(webm)}.mp4`));
  }, 120_000);
  afterAll(() => t.close());

  const rows = async () =>
    (await t.db.execute(sql`SELECT name FROM uploads ORDER BY name`)).rows.map((row) => row.name);

  it('moves them into the database at start, skipping with a log line each file that is not one', async () => {
    expect((await t.app.inject(`/media/uploads/${sha(png)}.png`)).statusCode).toBe(404);
    const log: string[] = [];
    expect(await importUploadsFolder(t.db, t.config.dataDir, (line) => log.push(line))).toEqual({
      imported: 2,
      skipped: 7,
    });
    const skipped = (name: string, why: string) => `Upload ${path.join(folder, name)} skipped: ${why}`;
    expect(log.sort()).toEqual(
      [
        skipped(`${'0'.repeat(64)}.png`, 'its bytes’ sha-256 is not its name'),
        skipped(`${sha(svg)}.gif`, 'Only PNG, JPEG, WebP or GIF images, or MP4 or WebM videos.'),
        skipped(`${sha(png)}.jpg`, 'its bytes are a png'),
        skipped(`${sha(svg)}.png`, 'not a file'),
        skipped(`${sha(webm)}.mp4`, 'cannot be read'),
        skipped(`.${sha(png)}.png.1a2b3c.part`, 'not named <sha-256>.<png|jpg|webp|gif|mp4|webm>'),
        skipped('notes.txt', 'not named <sha-256>.<png|jpg|webp|gif|mp4|webm>'),
        `Imported 2 uploads from ${folder} into the database.`,
      ].sort(),
    );

    const served = await t.app.inject(`/media/uploads/${sha(png)}.png`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const clip = await t.app.inject({
      url: `/media/uploads/${sha(webm)}.webm`,
      headers: { range: 'bytes=8-' },
    });
    expect(clip.statusCode).toBe(206);
    expect(clip.rawPayload.toString()).toBe('webm');
    expect((await t.app.inject(`/media/uploads/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
  });

  it('stores each file once however often the start imports them, and leaves the folder as it was', async () => {
    const before = await rows();
    expect(before).toContain(`${sha(png)}.png`);
    const again = await importUploadsFolder(t.db, t.config.dataDir, () => undefined);
    expect(again).toEqual({ imported: 0, skipped: 7 });
    expect(await rows()).toEqual(before);
    expect(await fs.readFile(path.join(folder, `${sha(png)}.png`))).toEqual(png);
  });

  it('finds nothing to do in a data folder without uploads', async () => {
    const log: string[] = [];
    const empty = path.join(t.config.dataDir, 'never-had-uploads');
    expect(await importUploadsFolder(t.db, empty, (line) => log.push(line))).toEqual({
      imported: 0,
      skipped: 0,
    });
    expect(log).toEqual([]);
  });
});
