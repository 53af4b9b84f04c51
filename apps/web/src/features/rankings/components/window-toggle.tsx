import type { RankingsWindow } from '@dappx/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { windows } from '../rankings-view';

/** The window the figures are measured over: 24 hours, 7 days or 30 days ending now. */
export function WindowToggle({
  value,
  onChange,
}: {
  value: RankingsWindow;
  onChange: (window: RankingsWindow) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('rankings.window.label')}
      // Clicking the chosen window again keeps it: there is always one.
      onChange={(_event, next: RankingsWindow | null) => next && onChange(next)}
    >
      {windows.map((window) => (
        <ToggleButton key={window} value={window} sx={{ px: 1.75, fontWeight: 700 }}>
          {t(`rankings.window.${window}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
