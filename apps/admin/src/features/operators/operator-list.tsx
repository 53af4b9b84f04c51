import { operatorRoles } from '@dappx/shared/operator-roles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  Create,
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { OperatorView } from '@dappx/shared/operators';

type OperatorRow = OperatorView & { id: string };

const roleChoices = operatorRoles.map((role) => ({ id: role, name: `console.roles.${role}` }));

/** A role in the form: its name, and what it may do in one line. */
function RoleOption() {
  const choice = useRecordContext<{ id: string; name: string }>();
  const translate = useTranslate();
  if (!choice) return null;
  return (
    <Box sx={{ display: 'grid', whiteSpace: 'normal' }}>
      <span>{translate(choice.name)}</span>
      <Typography variant="caption" color="text.secondary">
        {translate(`console.operators.roleHelp.${choice.id}`)}
      </Typography>
    </Box>
  );
}

function StatusField() {
  const operator = useRecordContext<OperatorRow>();
  const translate = useTranslate();
  if (!operator) return null;
  return (
    <Chip
      size="small"
      color={operator.disabled ? 'default' : 'success'}
      label={translate(operator.disabled ? 'console.operators.disabled' : 'console.operators.active')}
    />
  );
}

/** Disables an operator (their sessions end at once) or enables them again. */
function DisableButton() {
  const operator = useRecordContext<OperatorRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!operator) return null;
  const toggle = () =>
    update(
      'operators',
      { id: operator.id, data: { disabled: !operator.disabled }, previousData: operator },
      { onError: (error) => notify((error as Error).message, { type: 'error' }) },
    );
  return (
    <Button size="small" onClick={toggle} disabled={isPending}>
      {translate(operator.disabled ? 'console.operators.enable' : 'console.operators.disable')}
    </Button>
  );
}

const RoleField = () => {
  const operator = useRecordContext<OperatorRow>();
  const translate = useTranslate();
  return operator ? <>{translate(`console.roles.${operator.role}`)}</> : null;
};

const operatorFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
];

/** The operators, oldest first, paged and searched on the server (by address or who added them) and by role. */
export function OperatorList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  return (
    <List exporter={false} filters={operatorFilters} perPage={25}>
      {small ? (
        <SimpleList<OperatorRow>
          primaryText={(operator) => <Box sx={{ wordBreak: 'break-all' }}>{operator.address}</Box>}
          secondaryText={(operator) =>
            `${translate(`console.roles.${operator.role}`)} · ${translate(operator.disabled ? 'console.operators.disabled' : 'console.operators.active')}`
          }
          rightIcon={() => <DisableButton />}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="address" />
          <DataTable.Col source="role" field={RoleField} />
          <DataTable.Col source="added_at" field={DateField} />
          <DataTable.Col source="added_by" />
          <DataTable.Col source="disabled" field={StatusField} />
          <DataTable.Col>
            <DisableButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

export function OperatorCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="address" validate={required()} fullWidth />
        <SelectInput
          source="role"
          choices={roleChoices}
          optionText={<RoleOption />}
          validate={required()}
          sx={{ minWidth: 360 }}
        />
      </SimpleForm>
    </Create>
  );
}
