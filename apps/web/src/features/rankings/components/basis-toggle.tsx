import type { RankingsBasis } from '@dappx/shared/rankings';
import { useTranslation } from 'react-i18next';
import { bases } from '../rankings-view';
import { ChoiceToggle } from './choice-toggle';

/** Cleaned figures (wallet farms, bursts and wash trades left out by the published rules) or raw ones. */
export function BasisToggle(props: { value: RankingsBasis; onChange: (basis: RankingsBasis) => void }) {
  const { t } = useTranslation();
  const nameOf = (basis: RankingsBasis) => t(`rankings.basis.${basis}`);
  return <ChoiceToggle label={t('rankings.basis.label')} choices={bases} nameOf={nameOf} {...props} />;
}
