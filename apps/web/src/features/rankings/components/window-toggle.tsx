import type { RankingsWindow } from '@dappx/shared/rankings';
import { useTranslation } from 'react-i18next';
import { windows } from '../rankings-view';
import { ChoiceToggle } from './choice-toggle';

/** The window the figures are measured over: 24 hours, 7 days or 30 days ending now. */
export function WindowToggle(props: { value: RankingsWindow; onChange: (window: RankingsWindow) => void }) {
  const { t } = useTranslation();
  const nameOf = (window: RankingsWindow) => t(`rankings.window.${window}`);
  return <ChoiceToggle label={t('rankings.window.label')} choices={windows} nameOf={nameOf} {...props} />;
}
