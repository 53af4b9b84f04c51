import type { MarketplaceRefund } from '@dappx/shared';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import type { GetListParams } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

export type RefundRow = MarketplaceRefund;

/** A refund's amount as the list shows it: what the payment brought in, in the L2 coin. */
export const refundAmountText = (amount: string) => `${formatDisplayAmount(BigInt(amount))} ETH`;

/**
 * NFT payments owed back to the wallets that sent them, newest first, a page at a time, by status or a text
 * of the address or a transaction; `update` sends a due one (to the wallet that paid, never elsewhere, less
 * its network fee).
 */
export const refundsData: ResourceData = {
  getList: async (_resource, params: GetListParams) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { status, q } = params.filter as { status?: RefundRow['status']; q?: string };
    const { refunds, total } = await adminApi(marketplaceEndpoints.adminRefunds, {
      query: {
        offset: (page - 1) * perPage,
        limit: perPage,
        ...(status ? { status } : {}),
        ...(q?.trim() ? { q: q.trim() } : {}),
      },
    });
    return { data: refunds as never[], total };
  },
  update: async (_resource, params) => {
    const sent = await adminApi(marketplaceEndpoints.sendAdminRefund, { params: { id: String(params.id) } });
    return { data: sent as never };
  },
};
