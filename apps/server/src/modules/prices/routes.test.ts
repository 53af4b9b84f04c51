import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { marketPrices } from './schema';

describe('GET /users/getMarketPrices', () => {
  it('answers USD per symbol from the database in demo mode, without a session', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({ method: 'GET', url: '/users/getMarketPrices' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ACE: { USD: 0.0125 },
        DAPPX: { USD: 0.048 },
        ETH: { USD: 3150 },
        IMX: { USD: 1.35 },
      });
      // Within the minute the same answer comes from memory, even after a change.
      await t.db.update(marketPrices).set({ usd: '0.02' });
      expect((await t.app.inject({ method: 'GET', url: '/users/getMarketPrices' })).json().ACE).toEqual({
        USD: 0.0125,
      });
    } finally {
      await t.close();
    }
  });

  it('reads a configured HTTP source, and says it cannot pull the rate when the source fails', async () => {
    let healthy = true;
    const source = createServer((_request, response) => {
      response.writeHead(healthy ? 200 : 500, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ ACE: { USD: 0.5 }, ETH: { USD: 2000 }, JUNK: { USD: 1 }, IMX: { USD: 'x' } }),
      );
    });
    await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/prices`;
    const t = await createTestApp({ PRICE_SOURCE_URL: url });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/users/getMarketPrices' })).json()).toEqual({
        ACE: { USD: 0.5 },
        ETH: { USD: 2000 },
      });
      const failing = await createTestApp({ PRICE_SOURCE_URL: url });
      healthy = false;
      const response = await failing.app.inject({ method: 'GET', url: '/users/getMarketPrices' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe("Can't pull conversion rate.");
      await failing.close();
    } finally {
      await t.close();
      source.close();
    }
  });
});
