import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { GovernanceUnstakeButton, useGovernanceEarned, useGovernanceStake } from '@/features/governance';
import { HistoryButton } from '@/features/history';
import { TokenStakingActions, useTokenStakeBalance } from '@/features/token-staking';
import { usdValueOf } from '@dappx/shared/amounts';
import { useTokenBalances } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { SeasonStakeSection } from '@/features/seasons';
import { TransferButton } from '@/features/transfers';
import { useUserProfile } from '../../api/get-user-profile';
import { AddButton } from '../../components/actions/add-button';
import { BuyButton } from '../../components/actions/buy-button';
import { StakeMenu } from '../../components/actions/stake-menu';
import { WithdrawButton } from '@/features/withdrawals';
import { HistoryTable } from '../../components/history-table';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';
import { PriceNotice } from '../../components/tiles/price-notice';

/** base/ace: the ACE balances and actions, governance stake and its history (spec, section 2). */
export function AcePage() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <AceBalancesSection />
      <GovernanceStakeSection />
      <PageSection title={t('userProfile.history')}>
        <HistoryTable token="acent" symbol="ACE" label={t('userProfile.historyOf', { token: 'ACE' })} />
      </PageSection>
      <SeasonStakeSection />
    </Box>
  );
}

/** The page's heading: ACE in the vault and active, and staked when there is any, with every action. */
function AceBalancesSection() {
  const { t } = useTranslation();
  const ace = useTokenBalances('acent');
  const prices = useMarketPrices();
  const verified = useUserProfile().data?.is_verified ?? false;
  const pledged = useTokenStakeBalance('ACE');
  const usd = (units: bigint) => usdValueOf(units, prices.usdOf('ACE'));

  return (
    <PageSection
      title={t('userProfile.currentBalance', { token: 'ACE' })}
      headingLevel="h1"
      actions={
        <>
          <BuyButton symbol="ACE" />
          <AddButton token="ACE" />
          <TokenStakingActions token="ACE" />
          <TransferButton token="acent" balances={ace} />
          <WithdrawButton token="acent" verified={verified} />
          <HistoryButton />
        </>
      }
    >
      <PriceNotice failed={prices.failed} />
      <TileGrid columns={pledged > 0n ? 3 : 2}>
        <BalanceTile
          label={t('balances.acent.first')}
          units={ace.first}
          symbol="ACE"
          usd={usd(ace.first)}
          accent
          pending={ace.isPending}
        />
        <BalanceTile
          label={t('balances.acent.second')}
          units={ace.second}
          symbol="ACE"
          usd={usd(ace.second)}
          pending={ace.isPending}
        />
        {pledged > 0n && (
          <BalanceTile
            label={t('tokenStaking.staked', { symbol: 'ACE' })}
            units={pledged}
            symbol="ACE"
            usd={usd(pledged)}
          />
        )}
      </TileGrid>
    </PageSection>
  );
}

/** The governance stake: ACE staked and the EDAO it has earned. */
function GovernanceStakeSection() {
  const { t } = useTranslation();
  const staked = useGovernanceStake('acent').staked;
  const edaoEarned = useGovernanceEarned('acent');
  return (
    <PageSection
      title={t('userProfile.governanceStake')}
      actions={
        <>
          <StakeMenu />
          <GovernanceUnstakeButton token="acent" />
        </>
      }
    >
      <TileGrid>
        <BalanceTile label={t('userProfile.stake')} units={staked} symbol="ACE" />
        <BalanceTile
          label={t('userProfile.totalEarned', { token: 'EDAO' })}
          units={edaoEarned}
          symbol="EDAO"
        />
      </TileGrid>
    </PageSection>
  );
}
