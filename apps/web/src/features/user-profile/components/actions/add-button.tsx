import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { walletHideMs } from '@/components/notice-durations';
import { useNotify } from '@/components/notifications';

/** Add: enabled once the token's total is above 0 (spec, section 5). Deposits arrive in a later issue. */
export function AddButton({ total }: { total: bigint }) {
  const { t } = useTranslation();
  const notify = useNotify();
  return (
    <Button
      variant="outlined"
      startIcon={<AddIcon />}
      disabled={total <= 0n}
      onClick={() =>
        notify({ severity: 'info', message: t('userProfile.depositsLater'), hideAfterMs: walletHideMs })
      }
    >
      {t('userProfile.add')}
    </Button>
  );
}
