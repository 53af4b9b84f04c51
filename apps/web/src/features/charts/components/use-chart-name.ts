import type { ChartCategory } from '@dappx/shared/catalogue-constants';
import { useTranslation } from 'react-i18next';

/** A chart's translated name (DeFi, NFT and Games are global spec keys). */
export function useChartName() {
  const { t } = useTranslation();
  return (category: ChartCategory) =>
    ({ defi: t('DeFi'), game: t('Games'), nft: t('NFT'), exchange: t('charts.exchange') })[category];
}
