import { withdrawalStatuses, type AdminWithdrawal } from '@dappx/shared/withdrawals';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { withdrawalAmount, withdrawalFees } from './withdrawal-amounts';
import {
  DataTable,
  InfiniteList,
  SelectInput,
  SimpleList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useConsoleFormats } from '../../lib/console-format';
import { ConsoleDateField } from '../../lib/console-date-field';

const statusChoices = withdrawalStatuses.map((status) => ({
  id: status,
  name: `console.money.withdrawals.status.${status}`,
}));
const filters = [<SelectInput key="status" source="status" choices={statusChoices} alwaysOn />];

export function StatusChip() {
  const row = useRecordContext<AdminWithdrawal>();
  const translate = useTranslate();
  if (!row) return null;
  const color = row.status === 'fulfilled' ? 'success' : row.status === 'pending' ? 'warning' : 'default';
  return (
    <Chip size="small" color={color} label={translate(`console.money.withdrawals.status.${row.status}`)} />
  );
}

/** The network by its name; its id in small type, as scripts and explorers know it. */
export function ChainField() {
  const row = useRecordContext<AdminWithdrawal>();
  if (!row) return null;
  return (
    <Box component="span" sx={{ display: 'inline-grid' }}>
      <span>{row.chain_name ?? '—'}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {row.chain_id}
      </Typography>
    </Box>
  );
}

const AmountField = () => {
  const row = useRecordContext<AdminWithdrawal>();
  return row ? <>{withdrawalAmount(row)}</> : null;
};
const FeesField = () => {
  const row = useRecordContext<AdminWithdrawal>();
  return row ? <>{withdrawalFees(row)}</> : null;
};

/** The withdrawals queue, newest first, filtered by status; pages load as it scrolls (the API pages by key). */
export function WithdrawalList() {
  const formats = useConsoleFormats();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <InfiniteList filters={filters} exporter={false} perPage={25} sort={{ field: 'nonce', order: 'DESC' }}>
      {small ? (
        <SimpleList<AdminWithdrawal>
          primaryText={withdrawalAmount}
          secondaryText={(row) => (
            <Box component="span" sx={{ display: 'grid', wordBreak: 'break-all' }}>
              <span>{row.user_address}</span>
              <span>
                {translate(`console.money.withdrawals.status.${row.status}`)} ·{' '}
                {formats.dateTime(row.created_at)}
              </span>
            </Box>
          )}
          linkType="show"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col
            source="created_at"
            field={(props) => <ConsoleDateField {...props} showTime />}
            disableSort
          />
          <DataTable.Col source="user_address" disableSort />
          <DataTable.Col source="amount" field={AmountField} disableSort />
          <DataTable.Col
            source="fee_core"
            label="resources.withdrawals.fields.fees"
            field={FeesField}
            disableSort
          />
          <DataTable.Col source="chain_id" field={ChainField} disableSort />
          <DataTable.Col source="status" field={StatusChip} disableSort />
        </DataTable>
      )}
    </InfiniteList>
  );
}
