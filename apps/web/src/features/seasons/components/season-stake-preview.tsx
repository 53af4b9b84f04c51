import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { Season } from '@dappx/shared/seasons';
import { useTranslation } from 'react-i18next';
import { AmountRow, FlowButtons } from '@/components/dialogs/flow-steps';
import { useFormats } from '@/lib/formats';
import { lockEndOf } from '../season-rules';

const ace = (units: bigint) => `${formatDisplayAmount(units)} ACE`;

/**
 * What a season stake does before it is done: the amount, the fee (none), the active balance after, and
 * the lock: stakes are collected until the season closes, then held for its lock period. A season stake
 * cannot be undone, so this is said before the click, not learned afterwards.
 */
export function SeasonStakePreview({
  season,
  amount,
  balance,
  onBack,
  onSubmit,
}: {
  season: Season;
  amount: bigint;
  balance: bigint;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <AmountRow label={t('seasons.preview.amount', { season: season.name })} value={ace(amount)} strong />
      <AmountRow label={t('seasons.preview.fee')} value={t('seasons.preview.noFee')} />
      <AmountRow label={t('seasons.preview.activeNow')} value={ace(balance)} />
      <Divider />
      <AmountRow label={t('seasons.preview.activeAfter')} value={ace(balance - amount)} />
      <AmountRow label={t('seasons.preview.collecting')} value={formats.dateTime(season.end_date)} />
      <AmountRow
        label={t('seasons.preview.lockedFor', { count: season.duration_days })}
        value={formats.dateTime(lockEndOf(season))}
        strong
      />
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {t('seasons.preview.note', { count: season.duration_days })}
      </Typography>
      <FlowButtons onCancel={onBack} onNext={onSubmit} next={t('seasons.preview.submit')} />
    </Box>
  );
}
