import type { ExplorerTransaction } from '@dappx/shared/explorer';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const looks = {
  success: { color: 'success', Icon: CheckCircleRoundedIcon },
  reverted: { color: 'error', Icon: ErrorRoundedIcon },
  pending: { color: 'warning', Icon: HourglassTopRoundedIcon },
} as const;

/** Success, Reverted or Pending, with a mark and the colour of each. */
export function StatusChip({ status }: { status: ExplorerTransaction['status'] }) {
  const { t } = useTranslation();
  const { color, Icon } = looks[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={<Icon aria-hidden="true" />}
      label={t(`explorer.status.${status}`)}
      sx={{ fontWeight: 600 }}
    />
  );
}
