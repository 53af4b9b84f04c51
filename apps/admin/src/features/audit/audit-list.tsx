import { auditActions, type AuditEntry } from '@dappx/shared/audit';
import { useMediaQuery, type Theme } from '@mui/material';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  DateTimeInput,
  InfiniteList,
  SelectInput,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { AuditDiffPanel } from './audit-diff-panel';
import { targetPath } from './audit-target';
import { ConsoleDateField } from '../../lib/console-date-field';
import { useConsoleFormats } from '../../lib/console-format';

const actionChoices = auditActions.map((action) => ({ id: action, name: `console.audit.actions.${action}` }));
const asInstant = (value: string) => value && new Date(value).toISOString();

const filters = [
  <TextInput key="operator" source="operator" alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <TextInput key="target" source="target" alwaysOn />,
  <DateTimeInput key="from" source="from" parse={asInstant} alwaysOn />,
  <DateTimeInput key="to" source="to" parse={asInstant} alwaysOn />,
];

// One line per row: a long target or address is cut with an ellipsis (its whole text in the tooltip).
const oneLine = {
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: 320,
} as const;

/** An address as 0x1234…abcd; `cli` and `env` as they are. */
const shortAddress = (operator: string) =>
  /^0x[0-9a-fA-F]{40}$/.test(operator) ? `${operator.slice(0, 6)}…${operator.slice(-4)}` : operator;

function OperatorField() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <Typography variant="body2" title={entry.operator} sx={{ fontFamily: 'monospace', ...oneLine }}>
      {shortAddress(entry.operator)}
    </Typography>
  );
}

function ActionField() {
  const entry = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  return entry ? <>{translate(`console.audit.actions.${entry.action}`)}</> : null;
}

/** The target, linked to its screen where the console has one. */
function TargetField() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  const path = targetPath(entry.action, entry.target);
  const text = (
    <Typography variant="body2" component="span" title={entry.target} sx={{ display: 'block', ...oneLine }}>
      {entry.target}
    </Typography>
  );
  if (!path) return text;
  return (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  );
}

/** Every change operators made, newest first, a row each; a row opens into the fields it changed. */
export function AuditList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const formats = useConsoleFormats();
  const translate = useTranslate();
  return (
    <InfiniteList filters={filters} exporter={false} perPage={25} sort={{ field: 'id', order: 'DESC' }}>
      {small ? (
        <SimpleList<AuditEntry>
          primaryText={(entry) => translate(`console.audit.actions.${entry.action}`)}
          secondaryText={(entry) => `${formats.dateTime(entry.at)} · ${shortAddress(entry.operator)}`}
          tertiaryText={(entry) => entry.target}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="expand" expand={<AuditDiffPanel />} sort={undefined}>
          <DataTable.Col
            source="at"
            field={(props) => <ConsoleDateField {...props} showTime />}
            disableSort
          />
          <DataTable.Col source="operator" field={OperatorField} disableSort />
          <DataTable.Col source="action" field={ActionField} disableSort />
          <DataTable.Col source="target" field={TargetField} disableSort />
        </DataTable>
      )}
    </InfiniteList>
  );
}
