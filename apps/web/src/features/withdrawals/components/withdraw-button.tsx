import FileUploadIcon from '@mui/icons-material/FileUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { WithdrawSettings, WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { errorCodes } from '@dappx/shared/error-codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoDialog } from '@/components/dialogs/info-dialog';
import { logout } from '@/features/users';
import { ApiRequestError } from '@/lib/api-client';
import { readStored, removeStored, storageKeys } from '@/lib/storage';
import { cancelWithdraw } from '../api/cancel-withdraw';
import { getWithdrawSettings } from '../api/withdraw-settings';
import { WithdrawDialog } from './dialogs';

/**
 * A withdrawal left in flight by a reload or a closed tab (its id is still stored): cancelled, so its
 * amount returns to the vault now rather than at its deadline. Another token's answers 404 and its
 * voucher simply expires.
 */
async function releaseAbandoned(token: WithdrawTokenParam) {
  const abandoned = readStored(storageKeys.withdrawId);
  if (!abandoned) return;
  removeStored(storageKeys.withdrawId);
  await cancelWithdraw(token, abandoned).catch(() => undefined);
}

/**
 * Withdraw: disabled with a tooltip until the email is verified (spec, section 5). A click reads the
 * settings fresh: open withdrawals show the dialog with their fees, closed ones Service Maintenance.
 */
export function WithdrawButton({ token, verified }: { token: WithdrawTokenParam; verified: boolean }) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<WithdrawSettings>();
  const [open, setOpen] = useState(false);
  const [maintenance, setMaintenance] = useState(false);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      await releaseAbandoned(token);
      const latest = await getWithdrawSettings(token);
      setSettings(latest);
      if (latest.allow_withdrawal) setOpen(true);
      else setMaintenance(true);
    } catch (error) {
      // A blocked wallet is logged out (spec, section 4); any other failure reads as maintenance.
      if (error instanceof ApiRequestError && error.code === errorCodes.blocked) return void logout();
      setMaintenance(true);
    } finally {
      setBusy(false);
    }
  }

  const button = (
    <Button
      variant="outlined"
      startIcon={<FileUploadIcon />}
      disabled={!verified || busy}
      onClick={() => void start()}
    >
      {t('userProfile.withdraw')}
    </Button>
  );
  return (
    <>
      {verified ? (
        button
      ) : (
        // A disabled button fires no pointer events, so the tooltip listens on a focusable wrapper.
        <Tooltip title={t('userProfile.verifyToWithdraw')} arrow>
          <Box component="span" tabIndex={0} sx={{ display: 'inline-flex', borderRadius: 1 }}>
            {button}
          </Box>
        </Tooltip>
      )}
      {settings ? (
        <WithdrawDialog
          token={token}
          settings={settings}
          open={open}
          onClose={() => setOpen(false)}
          onPolicyUpdate={() => void getWithdrawSettings(token).then(setSettings, () => undefined)}
        />
      ) : undefined}
      <InfoDialog
        open={maintenance}
        onClose={() => setMaintenance(false)}
        title={t('withdrawals.maintenanceTitle')}
        text={t('withdrawals.maintenanceText')}
      />
    </>
  );
}
