import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { refundAmountText, type RefundRow } from './refunds-data';
import { tableScrollsAlone } from '../../lib/list-styles';
import { ConsoleDateField } from '../../lib/console-date-field';

/** Sends a due refund after a confirm step naming the amount and the wallet it goes back to. */
function SendButton() {
  const refund = useRecordContext<RefundRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!refund || refund.status !== 'due') return null;
  const send = () =>
    update(
      'refunds',
      { id: refund.id, data: {}, previousData: refund },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('console.money.refunds.sent', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)}>
        {translate('console.money.refunds.send')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('console.money.refunds.sendTitle', {
          amount: refundAmountText(refund.amount),
          address: refund.to_address,
        })}
        content={translate('console.money.refunds.sendContent')}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const statusChoices = (['due', 'sending', 'sent'] as const).map((id) => ({
  id,
  name: `console.money.refunds.status.${id}`,
}));

/**
 * NFT payments the store did not use, owed back to their senders: a sender's own session gets theirs
 * back at once; the rest (a stranger's word, no admin key, a crash mid-send) wait here for finance.
 */
export function RefundList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  ];
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'due' }}
      perPage={25}
      sx={tableScrollsAlone}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="created_at"
          field={(props) => <ConsoleDateField {...props} showTime />}
          disableSort
        />
        <DataTable.Col source="to_address" disableSort />
        <DataTable.Col
          source="amount"
          render={(refund: RefundRow) => refundAmountText(refund.amount)}
          disableSort
        />
        <DataTable.Col
          source="reason"
          render={(refund: RefundRow) => translate(`console.money.refunds.reason.${refund.reason}`)}
          disableSort
        />
        <DataTable.Col
          source="status"
          render={(refund: RefundRow) => translate(`console.money.refunds.status.${refund.status}`)}
          disableSort
        />
        <DataTable.Col source="payment_tx_id" disableSort />
        <DataTable.Col label={translate('console.money.refunds.decide')} field={SendButton} />
      </DataTable>
    </List>
  );
}
