import type { RankingsRow } from '@dappx/shared/rankings';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useFormats } from '@/lib/formats';
import { ChangeMark } from './change-mark';

/** An app's unique active wallets over 7 days, small: what a chart tile shows of its rankings. */
export function WeeklyWallets({ uaw }: { uaw: RankingsRow['uaw'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Box
      component="span"
      data-testid="weekly-wallets"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'baseline',
        columnGap: 0.75,
        fontSize: 12,
        color: 'text.secondary',
      }}
    >
      <span>{t('rankings.weeklyWallets', { count: uaw.value, value: formats.count(uaw.value) })}</span>
      <ChangeMark change={uaw.change} />
    </Box>
  );
}
