import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { GovernanceStakeActions, useGovernanceEarned, useGovernanceStake } from '@/features/governance';
import { usdValueOf } from '@dappx/shared/amounts';
import { useTokenBalances } from '@/features/balances';
import { useMarketPrices } from '@/features/prices';
import { HistoryTable } from '../../components/history-table';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';
import { PriceNotice } from '../../components/tiles/price-notice';

/** base/edao: EDAO balances, governance stake with the ACE it earned, and its history (spec, section 2). */
export function EdaoPage() {
  const { t } = useTranslation();
  const edao = useTokenBalances('edao');
  const prices = useMarketPrices();
  const staked = useGovernanceStake('edao').staked;
  const aceEarned = useGovernanceEarned('edao');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageSection
        title={t('userProfile.currentBalance', { token: 'EDAO' })}
        headingLevel="h1"
        titleExtra={
          <Tooltip title={t('userProfile.edaoInfo')} arrow>
            <IconButton size="small" aria-label={t('userProfile.aboutEdao')} sx={{ color: 'text.secondary' }}>
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        }
      >
        <TileGrid>
          <BalanceTile
            label={t('balances.edao.first')}
            units={edao.first}
            symbol="EDAO"
            accent
            pending={edao.isPending}
          />
          <BalanceTile
            label={t('balances.edao.second')}
            units={edao.second}
            symbol="EDAO"
            pending={edao.isPending}
          />
        </TileGrid>
      </PageSection>

      <PageSection title={t('userProfile.governanceStake')} actions={<GovernanceStakeActions token="edao" />}>
        <PriceNotice failed={prices.failed} />
        <TileGrid>
          <BalanceTile label={t('userProfile.stake')} units={staked} symbol="EDAO" />
          <BalanceTile
            label={t('userProfile.totalEarned', { token: 'ACE' })}
            units={aceEarned}
            symbol="ACE"
            usd={usdValueOf(aceEarned, prices.usdOf('ACE'))}
          />
        </TileGrid>
      </PageSection>

      <PageSection title={t('userProfile.history')}>
        <HistoryTable token="edao" symbol="EDAO" label={t('userProfile.historyOf', { token: 'EDAO' })} />
      </PageSection>
    </Box>
  );
}
