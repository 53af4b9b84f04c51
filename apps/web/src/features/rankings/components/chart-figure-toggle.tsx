import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { SeriesKey } from '../figures';

const figures: SeriesKey[] = ['transactions', 'uaw', 'volume_usd'];

/** Which of an app's figures its 30-day chart draws. */
export function ChartFigureToggle({
  value,
  onChange,
}: {
  value: SeriesKey;
  onChange: (figure: SeriesKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('rankings.app.chartFigure')}
      onChange={(_event, next: SeriesKey | null) => next && onChange(next)}
    >
      {figures.map((figure) => (
        <ToggleButton key={figure} value={figure} sx={{ px: 1.5, fontWeight: 700 }}>
          {t(`rankings.figure.${figure}.short`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
