import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { TransferButton } from '@/features/transfers';
import { useZeraLive } from '../../hooks/use-zera-live';
import { BalanceTile, TileGrid } from '@/components/balance-tile';
import { PageSection } from '@/components/page-section';

/** base/zera: the earning and the two Zera balances, ticking while DAPPX is staked (spec, sections 2, 4). */
export function ZeraPage() {
  const { t } = useTranslation();
  const zera = useZeraLive();
  return (
    <PageSection
      title={t('userProfile.currentBalance', { token: 'Zera' })}
      titleExtra={<Chip label={t('userProfile.beta')} size="small" color="secondary" variant="outlined" />}
      headingLevel="h1"
      actions={<TransferButton token="zera" balances={zera.settled} />}
    >
      <TileGrid columns={3}>
        <BalanceTile label={t('userProfile.accumulatedEarning')} units={zera.earned} symbol="Zera" accent />
        <BalanceTile label={t('balances.zera.first')} units={zera.vault} symbol="Zera" />
        <BalanceTile label={t('balances.zera.second')} units={zera.inGame} symbol="Zera" />
      </TileGrid>
    </PageSection>
  );
}
