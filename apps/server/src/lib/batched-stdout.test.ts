import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { batchedStdout } from './logging';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the batched log stream', () => {
  let file: string;
  let fd: number;
  beforeEach(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out.log');
    fd = fs.openSync(file, 'a');
  });
  afterEach(() => fs.closeSync(fd));

  const written = () => fs.readFileSync(file, 'utf8');

  it('holds a few lines back, then writes them together within the flush interval', async () => {
    const out = batchedStdout({ fd, flushMs: 50 });
    out.write('{"msg":"one"}\n');
    out.write('{"msg":"two"}\n');
    await pause(10);
    expect(written()).toBe('');
    await pause(150);
    expect(written()).toBe('{"msg":"one"}\n{"msg":"two"}\n');
  });

  it('writes at once when the lines fill a batch, in their order', async () => {
    const out = batchedStdout({ fd, flushMs: 60_000 });
    const lines = Array.from({ length: 60 }, (_, index) => `{"msg":"${'x'.repeat(80)}","n":${index}}\n`);
    for (const line of lines) out.write(line);
    await pause(50);
    const text = written();
    expect(text.length).toBeGreaterThanOrEqual(4096);
    expect(lines.join('').startsWith(text)).toBe(true);
  });
});
