import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { AdminWithdrawal } from '@dappx/shared/withdrawals';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { withdrawalAmount } from './withdrawal-amounts';
import { ChainField, StatusChip } from './withdrawal-list';
import { ConsoleDateField } from '../../lib/console-date-field';

function FeeLines() {
  const row = useRecordContext<AdminWithdrawal>();
  if (!row) return null;
  const fee = (units: string) => `${formatDisplayAmount(BigInt(units))} ACE`;
  return (
    <Typography variant="body2">
      core {fee(row.fee_core)} · nitro {fee(row.fee_nitro)} · ubi {fee(row.fee_ubi)}
    </Typography>
  );
}

/** The payout transaction, linked to the chain's explorer where the store knows one. */
function PayoutField() {
  const row = useRecordContext<AdminWithdrawal>();
  const translate = useTranslate();
  if (!row) return null;
  if (!row.tx_hash)
    return <Typography variant="body2">{translate('console.money.withdrawals.notPaid')}</Typography>;
  const hash = (
    <Typography component="code" variant="body2" sx={{ wordBreak: 'break-all' }}>
      {row.tx_hash}
    </Typography>
  );
  return row.tx_url ? (
    <Link href={row.tx_url} target="_blank" rel="noreferrer">
      {hash}
    </Link>
  ) : (
    hash
  );
}

/** The signed voucher exactly as the user's wallet received it. */
function VoucherField() {
  const row = useRecordContext<AdminWithdrawal>();
  if (!row?.voucher) return <>—</>;
  return (
    <Typography
      component="pre"
      variant="body2"
      sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}
    >
      {JSON.stringify(row.voucher, null, 2)}
    </Typography>
  );
}

function AmountLine() {
  const row = useRecordContext<AdminWithdrawal>();
  return row ? <Typography variant="h6">{withdrawalAmount(row)}</Typography> : null;
}

/** One withdrawal: amount and fees, chain, status, payout and voucher. */
export function WithdrawalShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <Labeled source="amount">
          <AmountLine />
        </Labeled>
        <Labeled source="status">
          <StatusChip />
        </Labeled>
        <TextField source="user_address" sx={{ wordBreak: 'break-all' }} />
        <Labeled label="resources.withdrawals.fields.fees">
          <FeeLines />
        </Labeled>
        <Labeled source="chain_id">
          <ChainField />
        </Labeled>
        <TextField source="nonce" />
        <ConsoleDateField source="created_at" showTime />
        <ConsoleDateField source="deadline" showTime />
        <ConsoleDateField source="settled_at" showTime emptyText="—" />
        <Labeled source="tx_hash">
          <PayoutField />
        </Labeled>
        <Labeled source="voucher">
          <VoucherField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
