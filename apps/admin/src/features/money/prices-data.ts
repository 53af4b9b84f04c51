import { pricesEndpoints } from '@dappx/shared/endpoints/prices';
import type { AdminPrice } from '@dappx/shared/prices';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

const rowOf = (price: AdminPrice) => ({ ...price, id: price.symbol });

async function priceRows() {
  return (await adminApi(pricesEndpoints.adminPrices)).prices.map(rowOf);
}

/** The demo price source (the admin's `price`): one row per symbol, `update` sets its USD price. */
export const pricesData: ResourceData = {
  getList: async () => {
    const data = await priceRows();
    return { data: data as never[], total: data.length };
  },
  getOne: async (_resource, params) => {
    const row = (await priceRows()).find((price) => price.id === params.id);
    if (!row) throw new Error(`No price ${String(params.id)}`);
    return { data: row as never };
  },
  update: async (_resource, params) => {
    const saved = await adminApi(pricesEndpoints.setAdminPrice, {
      params: { symbol: String(params.id) as AdminPrice['symbol'] },
      body: { usd: String((params.data as { usd: string }).usd).trim() },
    });
    return { data: rowOf(saved) as never };
  },
};
