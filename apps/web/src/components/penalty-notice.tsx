import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHms, useCountdown } from '@/lib/use-countdown';

/**
 * The penalty window of a stake: a notice while it runs, with a live hh:mm:ss countdown (also in its
 * tooltip), gone at zero (spec, section 4). A note, not an alert: a live region would read every tick.
 */
export function PenaltyNotice({ until, children }: { until: Date | null; children: ReactNode }) {
  const { t } = useTranslation();
  const left = useCountdown(until);
  if (left === 0) return null;
  const countdown = formatHms(left);
  return (
    <Tooltip title={t('penalty.endsIn', { countdown })}>
      <Alert
        severity="warning"
        icon={<TimerOutlinedIcon />}
        tabIndex={0}
        role="note"
        data-testid="penalty-notice"
      >
        {children}
        <Box
          component="span"
          sx={{ display: 'block', fontVariantNumeric: 'tabular-nums', fontWeight: 700, mt: 0.5 }}
        >
          {t('penalty.endsIn', { countdown })}
        </Box>
      </Alert>
    </Tooltip>
  );
}
