import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleListUnderTest } from '../../../test/console-list';

type Listed = { refunds: { payment_tx_id: string }[]; total: number };

describe("the console's list of refunds", () => {
  const c = consoleListUnderTest('finance', '/admin/api/marketplace/refunds');
  const { list } = c;

  /** A due refund of its own (the way the payments' watcher records one), made `minutes` ago. */
  async function dueRefund(txByte: string, to: string, minutes: number) {
    const txId = `0x${txByte.repeat(32)}`;
    await c.t.db.execute(
      sql`INSERT INTO nft_payment_claims (payment_tx_id, purpose) VALUES (${txId}, 'refund')`,
    );
    await c.t.db.execute(sql`
      INSERT INTO nft_refunds (payment_tx_id, to_address, amount, reason, created_at)
      VALUES (${txId}, ${to}, 1000, 'unused', now() - make_interval(mins => ${minutes}))`);
    return txId;
  }

  it('pages on the server, newest first, with the total of what the search and status match', async () => {
    const wallet = `0x${'c0ffee'.repeat(6)}c0ff`;
    const older = await dueRefund('a1', wallet, 3);
    const newer = await dueRefund('a2', wallet, 2);
    const newest = await dueRefund('a3', wallet, 1);
    await dueRefund('b4', `0x${'12'.repeat(20)}`, 1);

    const first = (await list('q=C0FFEEC0&limit=2')).json() as Listed;
    expect(first.total).toBe(3);
    expect(first.refunds.map((refund) => refund.payment_tx_id)).toEqual([newest, newer]);
    const second = (await list('q=c0ffeec0&limit=2&offset=2&status=due')).json() as Listed;
    expect(second).toMatchObject({ total: 3, refunds: [{ payment_tx_id: older }] });
    // A payment's transaction finds its refund too.
    const byPayment = (await list(`q=${'b4'.repeat(12)}`)).json() as Listed;
    expect(byPayment.total).toBe(1);
    expect(((await list('q=c0ffeec0&status=sent')).json() as Listed).total).toBe(0);
    // Never unbounded: a page holds at most 50, and the query is the schema's.
    expect((await list('limit=51')).statusCode).toBe(400);
    expect((await list('q=c0ffee&sort=amount')).statusCode).toBe(400);
  });
});
