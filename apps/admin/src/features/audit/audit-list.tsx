import { auditActions, type AuditEntry } from '@dappx/shared/audit';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateField,
  DateTimeInput,
  InfiniteList,
  SelectInput,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';

const actionChoices = auditActions.map((action) => ({ id: action, name: `console.audit.actions.${action}` }));

const filters = [
  <TextInput key="operator" source="operator" alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <DateTimeInput
    key="from"
    source="from"
    parse={(value: string) => value && new Date(value).toISOString()}
  />,
  <DateTimeInput key="to" source="to" parse={(value: string) => value && new Date(value).toISOString()} />,
];

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** A value before or after, as the server kept it. */
function JsonValue({ source }: { source: 'before' | 'after' }) {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const value = entry[source];
  return (
    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>
      {shown(value)}
    </Typography>
  );
}

function ActionField() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  return entry ? <>{translate(`console.audit.actions.${entry.action}`)}</> : null;
}

/** Every change operators made, newest first; pages load as the list scrolls (the API pages by key). */
export function AuditList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <InfiniteList filters={filters} exporter={false} perPage={25} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(entry) => translate(`console.audit.actions.${entry.action}`)}
          secondaryText={(entry) => (
            <Box component="span" sx={{ display: 'grid', wordBreak: 'break-all' }}>
              <span>{entry.target}</span>
              <span>
                {shown(entry.before)} → {shown(entry.after)}
              </span>
              <span>
                {new Date(entry.at).toLocaleString()} · {entry.operator}
              </span>
            </Box>
          )}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} sort={undefined}>
          <DataTable.Col source="at" field={(props) => <DateField {...props} showTime />} disableSort />
          <DataTable.Col source="operator" disableSort />
          <DataTable.Col source="action" field={ActionField} disableSort />
          <DataTable.Col source="target" disableSort />
          <DataTable.Col source="before" disableSort>
            <JsonValue source="before" />
          </DataTable.Col>
          <DataTable.Col source="after" disableSort>
            <JsonValue source="after" />
          </DataTable.Col>
        </DataTable>
      )}
    </InfiniteList>
  );
}
