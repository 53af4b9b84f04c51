import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { creditAmountText, type CreditRow } from './credits-data';
import { useConsoleFormats } from '../../lib/console-format';
import { ConsoleDateField } from '../../lib/console-date-field';

function AmountField() {
  const credit = useRecordContext<CreditRow>();
  return credit ? <>{creditAmountText(credit)}</> : null;
}

const statusColour = { posted: 'success', pending: 'warning', rejected: 'default' } as const;

function StatusField() {
  const credit = useRecordContext<CreditRow>();
  const translate = useTranslate();
  if (!credit) return null;
  return (
    <Chip
      size="small"
      color={statusColour[credit.status]}
      label={translate(`console.money.credits.status.${credit.status}`)}
    />
  );
}

const creditFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={(['posted', 'pending', 'rejected'] as const).map((status) => ({
      id: status,
      name: `console.money.credits.status.${status}`,
    }))}
    alwaysOn
  />,
];

/** The credits asked for, newest first, paged and searched on the server: posted, waiting for a second operator, or rejected; who asked and who decided. */
export function CreditList() {
  const formats = useConsoleFormats();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List exporter={false} filters={creditFilters} perPage={25}>
      {small ? (
        <SimpleList<CreditRow>
          primaryText={creditAmountText}
          secondaryText={(credit) => (
            <Box component="span" sx={{ display: 'grid', wordBreak: 'break-all' }}>
              <span>{translate(`console.money.credits.status.${credit.status}`)}</span>
              <span>{credit.address}</span>
              <span>{credit.reason}</span>
              <span>{formats.dateTime(credit.requested_at)}</span>
            </Box>
          )}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="requested_at"
            field={(props) => <ConsoleDateField {...props} showTime />}
            disableSort
          />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col source="amount" field={AmountField} disableSort />
          <DataTable.Col source="status" field={StatusField} disableSort />
          <DataTable.Col source="reason" disableSort />
          <DataTable.Col source="requested_by" disableSort />
          <DataTable.Col source="decided_by" disableSort />
        </DataTable>
      )}
    </List>
  );
}
