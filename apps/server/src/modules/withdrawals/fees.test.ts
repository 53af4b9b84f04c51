import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalFee } from '../../../../web/src/features/withdrawals/withdraw-fees';
import { anyUnits, feesPaid, lineUserId, userNet } from '../../../test/ledger-lines';
import { requestLines } from './service';
import { withdrawSettingsOf } from './settings';

// The withdraw dialog's fee against what a request charges: the settings go through the API's answer
// (withdrawSettingsOf) into the web's fee, and through the ledger lines the service posts.

describe('withdrawal fees: the preview is the charge', () => {
  it('takes the fee the dialog shows from the ACE vault, for any amount and fees', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ACE' as const, 'DAPPX' as const),
        anyUnits,
        fc.tuple(anyUnits, anyUnits, anyUnits),
        (token, amount, [feeCore, feeNitro, feeUbi]) => {
          const row = {
            token,
            allowWithdrawal: true,
            feeCore,
            feeNitro,
            feeUbi,
            dailyLimit: 0n,
            userDailyLimit: 0n,
            updatedAt: new Date(),
          };
          const fee = totalFee(withdrawSettingsOf(row));
          const { lines } = requestLines(lineUserId, token, amount, row);
          expect(fee).toBe(feesPaid(lines, 'ACE'));
          const fromVault = userNet(lines, 'ACE', 'vault');
          expect(fromVault).toBe(token === 'ACE' ? -(amount + fee) : -fee);
        },
      ),
    );
  });
});
