import { shortAddress } from '@dappx/shared/addresses';
import { usersEndpoints } from '@dappx/shared/endpoints/users';
import type { UserDetail } from '@dappx/shared/users';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { adminApi } from '../../lib/admin-api';

/** One action on the user: confirmed first, then the list and page read again, the outcome notified. */
function useUserAction<T>(call: () => Promise<T>, done: string, user: UserDetail | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      // The notice names whom it changed: a username, or the short address when there is none.
      notify(done, {
        type: 'success',
        messageArgs: { name: user?.username || shortAddress(user?.address ?? '') },
      });
      refresh();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
}

function ConfirmedButton(props: { label: string; question: string; run: () => void; pending: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={props.pending}>
        {translate(props.label)}
      </Button>
      <Confirm
        isOpen={open}
        title={props.label}
        content={props.question}
        onConfirm={() => {
          setOpen(false);
          props.run();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Block asks for the reason kept with the block (the server refuses an empty one). */
function BlockButton({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const params = { userId: user.id };
  const block = useUserAction(
    () => adminApi(usersEndpoints.blockUser, { params, body: { reason } }),
    'console.users.actions.blockDone',
    user,
  );
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)} disabled={block.isPending}>
        {translate('console.users.actions.block')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('console.users.actions.block')}</DialogTitle>
        <DialogContent>
          <p>{translate('console.users.actions.blockQuestion', { address: user.address })}</p>
          <TextField
            autoFocus
            fullWidth
            label={translate('console.users.actions.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 280 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            color="error"
            disabled={reason.trim() === ''}
            onClick={() => {
              setOpen(false);
              block.mutate();
            }}
          >
            {translate('console.users.actions.block')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Support's actions on the user shown: block or unblock, end sessions, resend the verification mail. */
export function UserActions() {
  const user = useRecordContext<UserDetail>();
  const translate = useTranslate();
  const params = { userId: user?.id ?? '' };
  const unblock = useUserAction(
    () => adminApi(usersEndpoints.unblockUser, { params }),
    'console.users.actions.unblockDone',
    user,
  );
  const endSessions = useUserAction(
    () => adminApi(usersEndpoints.endUserSessions, { params }),
    'console.users.actions.endSessionsDone',
    user,
  );
  const resend = useUserAction(
    () => adminApi(usersEndpoints.resendUserVerification, { params }),
    'console.users.actions.resendDone',
    user,
  );
  if (!user) return null;
  const question = (key: string) => translate(`console.users.actions.${key}`, { address: user.address });
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
      {user.blocked ? (
        <ConfirmedButton
          label="console.users.actions.unblock"
          question={question('unblockQuestion')}
          run={() => unblock.mutate()}
          pending={unblock.isPending}
        />
      ) : (
        <BlockButton user={user} />
      )}
      <ConfirmedButton
        label="console.users.actions.endSessions"
        question={question('endSessionsQuestion')}
        run={() => endSessions.mutate()}
        pending={endSessions.isPending}
      />
      {!user.is_verified && (
        <ConfirmedButton
          label="console.users.actions.resend"
          question={question('resendQuestion')}
          run={() => resend.mutate()}
          pending={resend.isPending}
        />
      )}
    </Stack>
  );
}
