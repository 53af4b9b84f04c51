import { seedCatalogue } from '../modules/catalogue';
import { seedMarketplace } from '../modules/marketplace';
import { marketPrices } from '../modules/prices';
import { tokenStakingConfigs } from '../modules/token-staking';
import { governanceConfigs } from '../modules/governance';
import { parseAmount } from '@dappx/shared';
import { seedOpenSeasons } from '../modules/seasons';
import { seedWithdrawSettings } from '../modules/withdrawals';
import type { Db } from './client';
import { appSettings } from './schema';

/** Safe to run at every start: it only adds what is missing and never overwrites an admin's change. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ id: true, maintenanceMode: false }).onConflictDoNothing();
    await seedCatalogue(tx);
    await seedOpenSeasons(tx);
    await seedWithdrawSettings(tx);
    await seedMarketplace(tx);
    // The demo price source; an admin's later change is kept.
    await tx
      .insert(marketPrices)
      .values([
        { symbol: 'ACE', usd: '0.0125' },
        { symbol: 'DAPPX', usd: '0.048' },
        { symbol: 'ETH', usd: '3150' },
        { symbol: 'IMX', usd: '1.35' },
      ])
      .onConflictDoNothing();
    const units = (text: string) => parseAmount(text)!;
    const tokenStaking = (tokenType: 'DAPPX' | 'ACE', maxPerTx: string, rate: string) => ({
      tokenType,
      minimumPledgePerTransaction: units('10'),
      maximumPledgePerTransaction: units(maxPerTx),
      maximumPledgePerAccount: units('100000'),
      activationFee: units('5'),
      holdingPeriodHours: 24,
      penaltyFeeBps: 500,
      unpledgeFeeCore: units('1'),
      unpledgeFeeNitro: units('0.5'),
      unpledgeFeeUbi: units('0.5'),
      miningRatePerMinute: units(rate),
    });
    await tx
      .insert(tokenStakingConfigs)
      .values([tokenStaking('DAPPX', '10000', '0.1'), tokenStaking('ACE', '5000', '0.05')])
      .onConflictDoNothing();
    const governance = (asset: 'ACE' | 'EDAO', rewardAsset: 'ACE' | 'EDAO', rate: string) => ({
      asset,
      minPledgePerTx: units('1'),
      maxPledgePerTx: units('5000'),
      maxPledgePerUser: units('50000'),
      activationFee: units('1'),
      penaltyDurationHours: 72,
      pledgeFeeCoreBps: 100,
      pledgeFeeNitroBps: 50,
      pledgeFeeUbiBps: 50,
      unpledgeFeeCoreBps: asset === 'ACE' ? 100 : 0,
      unpledgeFeeNitroBps: asset === 'ACE' ? 50 : 0,
      unpledgeFeeUbiBps: asset === 'ACE' ? 50 : 0,
      rewardAsset,
      rewardRatePerMinute: units(rate),
    });
    await tx
      .insert(governanceConfigs)
      .values([governance('ACE', 'EDAO', '0.0001'), governance('EDAO', 'ACE', '0.001')])
      .onConflictDoNothing();
  });
}
