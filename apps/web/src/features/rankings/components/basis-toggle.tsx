import type { RankingsBasis } from '@dappx/shared';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { bases } from '../rankings-view';

/** Cleaned figures (wallet farms, bursts and wash trades left out by the published rules) or raw ones. */
export function BasisToggle({
  value,
  onChange,
}: {
  value: RankingsBasis;
  onChange: (basis: RankingsBasis) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('rankings.basis.label')}
      onChange={(_event, next: RankingsBasis | null) => next && onChange(next)}
    >
      {bases.map((basis) => (
        <ToggleButton key={basis} value={basis} sx={{ px: 1.75, fontWeight: 700 }}>
          {t(`rankings.basis.${basis}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
