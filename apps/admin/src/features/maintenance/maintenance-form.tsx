import { maintenanceMessageMax, type AdminMaintenance } from '@dappx/shared/settings';
import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { adminApi } from '../../lib/admin-api';
import { maintenanceQueryKey } from './maintenance-query';

export function MaintenanceForm({ saved }: { saved: AdminMaintenance }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(saved.on);
  const [message, setMessage] = useState(saved.message);

  const save = useMutation({
    mutationFn: () => adminApi(settingsEndpoints.setAdminMaintenance, { body: { on, message } }),
    onSuccess: (next) => {
      queryClient.setQueryData(maintenanceQueryKey, next);
      const state = translate(next.on ? 'console.maintenance.closed' : 'console.maintenance.open');
      notify(translate('console.maintenance.saved', { state }), { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  return (
    <>
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => setOn(event.target.checked)} />}
        label={translate('console.maintenance.switch')}
      />
      <TextField
        label={translate('console.maintenance.message')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: maintenanceMessageMax } }}
        helperText={`${message.length}/${maintenanceMessageMax}`}
      />
      <Button
        variant="contained"
        onClick={() => save.mutate()}
        disabled={save.isPending}
        sx={{ justifySelf: 'start' }}
      >
        {translate('console.maintenance.save')}
      </Button>
    </>
  );
}
