import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '@/lib/i18n';
import { changeText, directionOf } from '../figures';

const colourOf = { up: 'success.main', down: 'error.main', flat: 'text.secondary', none: 'text.secondary' };
const arrowOf = { up: '▲', down: '▼', flat: '', none: '' };

/**
 * A figure's change against the window before it: green ▲ up, red ▼ down, and a dash when the window
 * before had nothing to compare with. Screen readers hear it in words, not arrows.
 */
export function ChangeMark({ change }: { change: number | null }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const direction = directionOf(change);
  const percent = change === null ? '' : changeText(change, language);
  const label = t(`rankings.change.${direction}`, { change: percent });
  return (
    <Box
      component="span"
      data-change={direction}
      sx={{
        color: colourOf[direction],
        fontSize: 12,
        fontWeight: 700,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      <span aria-hidden>{change === null ? '—' : `${arrowOf[direction]} ${percent}`.trim()}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
