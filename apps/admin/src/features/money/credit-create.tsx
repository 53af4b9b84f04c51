import { formatDisplayAmount, parseAmount } from '@dappx/shared/amounts';
import { assets } from '@dappx/shared/tokens';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Title, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';

type CreditForm = { address: string; token: string; amount: string; reason: string };
const addressPattern = /^0x[0-9a-fA-F]{40}$/;

function problemsOf(form: CreditForm) {
  const units = parseAmount(form.amount);
  return {
    address: !addressPattern.test(form.address.trim()),
    amount: units === undefined || units <= 0n,
    reason: form.reason.trim() === '' || form.reason.length > 200,
  };
}

/** Sends the credit once per confirm step; above the approval threshold it waits for a second operator. */
function useSendCredit(form: CreditForm, idempotencyKey: string | undefined) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [create, { isPending }] = useCreate();
  const send = () =>
    create(
      'credits',
      {
        data: { ...form, address: form.address.trim(), amount: parseAmount(form.amount)!.toString() },
        meta: { idempotencyKey },
      },
      {
        onSuccess: (credited: { status?: string }) => {
          // Above the approval threshold nothing is posted yet: a second operator decides.
          const waits = credited.status === 'pending';
          notify(waits ? 'console.money.credits.waiting' : 'console.money.credits.done', {
            type: waits ? 'info' : 'success',
          });
          redirect('list', 'credits');
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return { send, isPending };
}

/** The confirm step: the amount as the store shows it, the address and the reason. */
function CreditConfirmDialog({
  form,
  open,
  pending,
  onConfirm,
  onClose,
}: {
  form: CreditForm;
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const units = parseAmount(form.amount);
  const shownAmount = units === undefined ? '' : formatDisplayAmount(units);
  return (
    <Dialog open={open} onClose={onClose}>
      <DialogTitle>{translate('console.money.credits.confirmTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1, wordBreak: 'break-all' }}>
        <Typography variant="h5" component="p">
          {shownAmount} {form.token}
        </Typography>
        <Typography>{translate('console.money.credits.to', { address: form.address.trim() })}</Typography>
        <Typography color="text.secondary">{form.reason}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={pending}>
          {translate('console.money.credits.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A credit (airdrop) to an address: the amount is shown formatted in a confirm step before it is sent. */
export function CreditCreate() {
  const translate = useTranslate();
  const [form, setForm] = useState<CreditForm>({ address: '', token: 'ACE', amount: '', reason: '' });
  // Drawn when the confirm step opens: every click on Confirm sends the same key, so it credits once.
  const [idempotencyKey, setIdempotencyKey] = useState<string>();
  const { send, isPending } = useSendCredit(form, idempotencyKey);
  const problems = problemsOf(form);
  const field = (name: keyof CreditForm) => ({
    label: translate(`resources.credits.fields.${name}`),
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <Title title={translate('console.money.credits.title')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{translate('console.money.credits.intro')}</Typography>
        <TextField {...field('address')} error={form.address !== '' && problems.address} />
        <TextField {...field('token')} select>
          {assets.map((asset) => (
            <MenuItem key={asset} value={asset}>
              {asset}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...field('amount')}
          error={form.amount !== '' && problems.amount}
          helperText={translate('console.money.credits.amountHelp')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField {...field('reason')} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <Button
          variant="contained"
          sx={{ justifySelf: 'start' }}
          disabled={Object.values(problems).some(Boolean)}
          onClick={() => setIdempotencyKey(crypto.randomUUID())}
        >
          {translate('console.money.credits.review')}
        </Button>
      </CardContent>
      <CreditConfirmDialog
        form={form}
        open={idempotencyKey !== undefined}
        pending={isPending}
        onConfirm={send}
        onClose={() => setIdempotencyKey(undefined)}
      />
    </Card>
  );
}
