/** Where pino writes a finished line: anything with a `write` for text. */
export type LineSink = { write(text: string): unknown };

// Past this much pending text the lines go out at once rather than at the end of the turn.
const flushAtChars = 64 * 1024;

/**
 * The log's lines, written to `out` once per turn of the event loop: every line of a turn in one write.
 * pino's own default hands each line to libuv's thread pool as a write of its own; under the transfers
 * bench, where each money move logs a line, those writes were the API's third cost after its sockets.
 * A line waits at most one turn; when the process exits, whatever waits is written first.
 */
export function batchedLines(out: LineSink = process.stdout): LineSink & { flush(): void } {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      pending += line;
      if (pending.length >= flushAtChars) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
      return true;
    },
    flush,
  };
}
