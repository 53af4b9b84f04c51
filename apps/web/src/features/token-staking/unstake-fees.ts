import { bpsOfPercent, unstakeFees } from '@dappx/shared/fees';
import type { TokenStakingConfigResponse } from '@dappx/shared/token-staking';

// Nothing here imports the web app's own modules: the server's fee test checks this preview against the
// ledger lines of an unstake.

/** The ACE fees of an unstake (core + nitro + ubi) and the DAPPX penalty inside the holding period. */
export function unstakeCosts(config: TokenStakingConfigResponse, amount: bigint, penalised: boolean) {
  const { data } = config;
  const fees = unstakeFees(
    amount,
    {
      core: BigInt(data.unpledge_fee_core),
      nitro: BigInt(data.unpledge_fee_nitro),
      ubi: BigInt(data.unpledge_fee_ubi),
    },
    bpsOfPercent(data.penalty_fee),
    penalised,
  );
  return { aceFee: fees.ace.total, penalty: fees.penalty };
}
