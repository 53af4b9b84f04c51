import { describe, expect, it } from 'vitest';
import { batchedLines } from './log-lines';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the log lines', () => {
  it('of one turn go out in one write, by the next turn', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) });
    lines.write('{"msg":"one"}\n');
    lines.write('{"msg":"two"}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n']);
    lines.write('{"msg":"three"}\n');
    await nextTurn();
    expect(writes).toEqual(['{"msg":"one"}\n{"msg":"two"}\n', '{"msg":"three"}\n']);
  });

  it('go out at once when a turn has piled up more than 64 kB, none lost or repeated', async () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let i = 0; i < 100; i++) lines.write(line);
    expect(writes.length).toBe(1);
    await nextTurn();
    expect(writes.join('')).toBe(line.repeat(100));
  });

  it('that wait are written when asked, as the process exits', () => {
    const writes: string[] = [];
    const lines = batchedLines({ write: (text) => writes.push(text) });
    lines.write('{"msg":"last words"}\n');
    lines.flush();
    expect(writes).toEqual(['{"msg":"last words"}\n']);
  });
});
