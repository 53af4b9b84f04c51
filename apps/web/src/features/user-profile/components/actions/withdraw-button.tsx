import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { walletHideMs } from '@/components/notice-durations';
import { useNotify } from '@/components/notifications';

/**
 * Withdraw: disabled with a tooltip until the email is verified (spec, section 5). The withdraw dialogs
 * arrive in a later issue, so a verified user is told so.
 */
export function WithdrawButton({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const button = (
    <Button
      variant="outlined"
      startIcon={<FileUploadIcon />}
      disabled={!verified}
      onClick={() =>
        notify({ severity: 'info', message: t('userProfile.withdrawalsLater'), hideAfterMs: walletHideMs })
      }
    >
      {t('userProfile.withdraw')}
    </Button>
  );
  if (verified) return button;
  // A disabled button fires no pointer events, so the tooltip listens on a focusable wrapper.
  return (
    <Tooltip title={t('userProfile.verifyToWithdraw')} arrow>
      <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
        {button}
      </Box>
    </Tooltip>
  );
}
