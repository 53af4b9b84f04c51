import type { governanceSettingKinds } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { SettingField } from '../../lib/settings-fields';
import type { StakingSettings } from '../staking';
import { governanceConfigs } from './schema';
import type { StakedAsset } from './service';

/** The admin command's names of the governance settings (those of the API), and their columns. */
const governanceFields: Record<keyof typeof governanceSettingKinds, SettingField> = {
  min_pledge_per_tx: { column: 'minPledgePerTx', kind: 'amount' },
  max_pledge_per_tx: { column: 'maxPledgePerTx', kind: 'amount' },
  max_pledge_per_user: { column: 'maxPledgePerUser', kind: 'amount' },
  activation_fee: { column: 'activationFee', kind: 'amount' },
  penalty_duration: { column: 'penaltyDurationHours', kind: 'hours' },
  pledge_fee_core: { column: 'pledgeFeeCoreBps', kind: 'percent' },
  pledge_fee_nitro: { column: 'pledgeFeeNitroBps', kind: 'percent' },
  pledge_fee_ubi: { column: 'pledgeFeeUbiBps', kind: 'percent' },
  unpledge_fee_core: { column: 'unpledgeFeeCoreBps', kind: 'percent' },
  unpledge_fee_nitro: { column: 'unpledgeFeeNitroBps', kind: 'percent' },
  unpledge_fee_ubi: { column: 'unpledgeFeeUbiBps', kind: 'percent' },
  reward_rate_per_minute: { column: 'rewardRatePerMinute', kind: 'amount' },
};

/** The governance staking settings of ACE or of EDAO, as the admin command reads and sets them. */
export const governanceSettings = (asset: StakedAsset): StakingSettings => ({
  fields: governanceFields,
  read: async (db) => {
    const [row] = await db.select().from(governanceConfigs).where(eq(governanceConfigs.asset, asset));
    return row;
  },
  update: async (db, values) => {
    const updated = await db
      .update(governanceConfigs)
      .set(values)
      .where(eq(governanceConfigs.asset, asset))
      .returning();
    return updated.length;
  },
});
