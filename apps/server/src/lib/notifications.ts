import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

// A lost connection is retried after this long; what changed meanwhile is covered by `onNotice` being
// called on every (re)connection, since a notice sent while nobody listened is gone.
const retryMs = 1_000;

/**
 * Calls `onNotice` for every PostgreSQL NOTIFY on `channel` (from any process on the same database),
 * over one connection of its own kept apart from the pool: `connection` must reach PostgreSQL itself
 * (`sessionConnection`), as a transaction pooler would hand LISTEN's session to other clients and
 * deliver nothing. `close` stops listening.
 */
export function listenToChannel(
  connection: pg.ClientConfig,
  channel: string,
  onNotice: (payload: string | undefined) => void,
  log: FastifyBaseLogger,
): { close: () => Promise<void> } {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client(connection);
    client = next;
    next.on('notification', (notice) => onNotice(notice.payload));
    next.on('error', (error) => {
      log.warn({ err: error, channel }, 'notification connection lost');
      void next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      onNotice(undefined);
    } catch (error) {
      next.emit('error', error);
    }
  };
  const started = connect();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await started;
      await client?.end().catch(() => undefined);
    },
  };
}
