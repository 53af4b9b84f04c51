import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unstakeCosts } from '../../../../web/src/features/token-staking/unstake-fees';
import { anyUnits, feesPaid, lineUserId, userNet } from '../../../test/ledger-lines';
import { tokenStakingConfigOf, tokenUnstakeLines, type TokenStakingConfig } from './service';

// The DAPPX unstake dialog's preview against what the server charges: the config goes through the API's
// answer (tokenStakingConfigOf) into the web's preview, and through the ledger lines the service posts.

describe('DAPPX unstake fees: the preview is the charge', () => {
  it('charges the ACE fees and the penalty the preview shows, for any amount and settings', () => {
    fc.assert(
      fc.property(
        anyUnits,
        fc.tuple(anyUnits, anyUnits, anyUnits),
        fc.integer({ min: 0, max: 10_000 }),
        fc.boolean(),
        (amount, [core, nitro, ubi], penaltyFeeBps, penalised) => {
          const config: TokenStakingConfig = {
            tokenType: 'DAPPX',
            minimumPledgePerTransaction: 1n,
            maximumPledgePerTransaction: 10n ** 40n,
            maximumPledgePerAccount: 10n ** 40n,
            activationFee: 0n,
            holdingPeriodHours: 72,
            penaltyFeeBps,
            unpledgeFeeCore: core,
            unpledgeFeeNitro: nitro,
            unpledgeFeeUbi: ubi,
            miningRatePerMinute: 0n,
          };
          const preview = unstakeCosts(tokenStakingConfigOf(config), amount, penalised);
          const { lines, penalty } = tokenUnstakeLines(lineUserId, amount, config, penalised);
          expect(preview.penalty).toBe(penalty);
          expect(preview.penalty).toBe(feesPaid(lines, 'DAPPX'));
          expect(preview.aceFee).toBe(feesPaid(lines, 'ACE'));
          expect(-preview.aceFee).toBe(userNet(lines, 'ACE', 'active'));
          expect(amount - preview.penalty).toBe(userNet(lines, 'DAPPX', 'active'));
        },
      ),
    );
  });
});
