import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  DateField,
  List,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { creditAmountText, type CreditDecision, type CreditRow } from './credits-data';

const doneText = { approve: 'approved', reject: 'rejected' } as const;

/** Approves or rejects a waiting credit after a confirm step; the server refuses its requester. */
function DecisionButton({ decision }: { decision: CreditDecision }) {
  const credit = useRecordContext<CreditRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!credit) return null;
  const decide = () =>
    update(
      'credit-approvals',
      { id: credit.id, data: { decision }, previousData: credit },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`console.money.approvals.${doneText[decision]}`, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  const texts = { amount: creditAmountText(credit), address: credit.address };
  return (
    <>
      <Button
        size="small"
        color={decision === 'approve' ? 'success' : 'warning'}
        onClick={() => setOpen(true)}
      >
        {translate(`console.money.approvals.${decision}`)}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate(`console.money.approvals.${decision}Title`, texts)}
        content={translate(`console.money.approvals.${decision}Content`, { by: credit.requested_by })}
        onConfirm={decide}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

function Decisions() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <DecisionButton decision="approve" />
      <DecisionButton decision="reject" />
    </Box>
  );
}

/**
 * Waiting for approval: credits above their token's threshold, posted only when a second finance
 * operator (or the owner) approves; whoever asked for one cannot decide on it.
 */
export function CreditApprovalList() {
  const translate = useTranslate();
  return (
    <List
      pagination={false}
      exporter={false}
      empty={false}
      title={translate('console.money.approvals.title')}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          source="requested_at"
          field={(props) => <DateField {...props} showTime />}
          disableSort
        />
        <DataTable.Col source="address" disableSort />
        <DataTable.Col source="amount" render={(credit: CreditRow) => creditAmountText(credit)} disableSort />
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col source="requested_by" disableSort />
        <DataTable.Col label={translate('console.money.approvals.decide')} field={Decisions} />
      </DataTable>
    </List>
  );
}
