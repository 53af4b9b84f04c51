import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { TokenStakingActions, useMyDappxBalance } from '@/features/token-staking';
import { usdValueOf } from '@dappx/shared/amounts';
import { useTokenBalances } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { TransferButton } from '@/features/transfers';
import { useUserProfile } from '../../api/get-user-profile';
import { AddButton } from '../../components/actions/add-button';
import { BuyButton } from '../../components/actions/buy-button';
import { TopUpButton } from '../../components/actions/top-up-button';
import { WithdrawButton } from '@/features/withdrawals';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';
import { PriceNotice } from '../../components/tiles/price-notice';

/** base/dappx: staking totals, the two DAPPX balances and their actions (spec, section 2). */
export function DappxPage() {
  const { t } = useTranslation();
  const dappx = useTokenBalances('dappx');
  const mine = useMyDappxBalance();
  const prices = useMarketPrices();
  const verified = useUserProfile().data?.is_verified ?? false;
  const usd = (units: bigint) => usdValueOf(units, prices.usdOf('DAPPX'));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageSection
        title={t('userProfile.currentBalance', { token: 'DAPPX' })}
        headingLevel="h1"
        actions={<TokenStakingActions token="DAPPX" />}
      >
        <PriceNotice failed={prices.failed} />
        <TileGrid columns={3}>
          <BalanceTile
            label={t('userProfile.totalDappx')}
            units={mine.total}
            symbol="DAPPX"
            usd={usd(mine.total)}
            accent
          />
          <BalanceTile
            label={t('userProfile.staked')}
            units={mine.pledged}
            symbol="DAPPX"
            usd={usd(mine.pledged)}
          />
          <BalanceTile
            label={t('userProfile.unstaked')}
            units={mine.unpledged}
            symbol="DAPPX"
            usd={usd(mine.unpledged)}
          />
        </TileGrid>
      </PageSection>
      <PageSection
        title={t('userProfile.dappxBalances')}
        actions={
          <>
            <BuyButton symbol="DAPPX" />
            <AddButton token="DAPPX" />
            <TransferButton token="dappx" balances={dappx} />
            <WithdrawButton token="dappx" verified={verified} />
            <TopUpButton />
          </>
        }
      >
        <TileGrid>
          <BalanceTile
            label={t('balances.dappx.first')}
            units={dappx.first}
            symbol="DAPPX"
            usd={usd(dappx.first)}
            pending={dappx.isPending}
          />
          <BalanceTile
            label={t('balances.dappx.second')}
            units={dappx.second}
            symbol="DAPPX"
            usd={usd(dappx.second)}
            pending={dappx.isPending}
          />
        </TileGrid>
      </PageSection>
    </Box>
  );
}
