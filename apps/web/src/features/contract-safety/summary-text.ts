import type { ContractSafetyResponse } from '@dappx/shared/contract-safety';
import type { TFunction } from 'i18next';

/** The summary line: counts in words, each one a fact the rows below show; no score. */
export function summaryText(t: TFunction, summary: ContractSafetyResponse['summary']): string {
  const { contracts, proven, unread, upgradeable, upgradeable_by_wallet: byWallet } = summary;
  const provenPart =
    proven === 0
      ? t('contractSafety.summary.provenNone')
      : proven < contracts
        ? t('contractSafety.summary.provenSome', { count: proven })
        : contracts === 1
          ? t('contractSafety.summary.provenOne')
          : contracts === 2
            ? t('contractSafety.summary.provenBoth')
            : t('contractSafety.summary.provenAll');
  const upgradePart =
    byWallet > 0
      ? t('contractSafety.summary.byWallet', { count: byWallet })
      : upgradeable > 0
        ? t('contractSafety.summary.upgradeable', { count: upgradeable })
        : t('contractSafety.summary.notUpgradeable');
  const parts = [
    `${t('contractSafety.summary.contracts', { count: contracts })}, ${provenPart}`,
    upgradePart,
  ];
  if (unread > 0) parts.push(t('contractSafety.summary.unread', { count: unread }));
  return parts.join('; ');
}
