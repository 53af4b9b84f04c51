import { formatDisplayAmount } from '@dappx/shared/amounts';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import { DataTable, DateField, List, SimpleList, useRecordContext } from 'react-admin';
import type { CreditRow } from './credits-data';

const amountText = (credit: CreditRow) => `${formatDisplayAmount(BigInt(credit.amount))} ${credit.token}`;

function AmountField() {
  const credit = useRecordContext<CreditRow>();
  return credit ? <>{amountText(credit)}</> : null;
}

/** The credits given, newest first (from the audit log), with who gave them and why. */
export function CreditList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List pagination={false} exporter={false}>
      {small ? (
        <SimpleList<CreditRow>
          primaryText={amountText}
          secondaryText={(credit) => (
            <Box component="span" sx={{ display: 'grid', wordBreak: 'break-all' }}>
              <span>{credit.address}</span>
              <span>{credit.reason}</span>
              <span>{new Date(credit.at).toLocaleString()}</span>
            </Box>
          )}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="at" field={(props) => <DateField {...props} showTime />} disableSort />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col source="amount" field={AmountField} disableSort />
          <DataTable.Col source="reason" disableSort />
          <DataTable.Col source="operator" disableSort />
        </DataTable>
      )}
    </List>
  );
}
