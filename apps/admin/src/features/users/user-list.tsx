import type { UserSummary } from '@dappx/shared/users';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataTable,
  InfiniteList,
  SelectInput,
  SimpleList,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useConsoleFormats } from '../../lib/console-format';

const yesNo = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filters = [
  <TextInput key="q" source="q" label="console.users.search" alwaysOn resettable />,
  <SelectInput key="blocked" source="blocked" label="console.users.blocked" choices={yesNo} alwaysOn />,
  <SelectInput key="verified" source="verified" label="console.users.verified" choices={yesNo} alwaysOn />,
  <SelectInput
    key="pending_withdrawal"
    source="pending_withdrawal"
    label="console.users.pendingWithdrawal"
    choices={yesNo}
    alwaysOn
    sx={{ minWidth: 200 }}
  />,
];

/** Verified / blocked, as chips a glance can read. */
export function UserStateChips({ user }: { user?: Pick<UserSummary, 'is_verified' | 'blocked'> }) {
  const translate = useTranslate();
  const record = useRecordContext<UserSummary>();
  const shown = user ?? record;
  if (!shown) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        color={shown.is_verified ? 'success' : 'default'}
        label={translate(shown.is_verified ? 'console.users.verified' : 'console.users.unverified')}
      />
      {shown.blocked && <Chip size="small" color="error" label={translate('console.users.blocked')} />}
    </Box>
  );
}

function Empty() {
  const translate = useTranslate();
  return <Box sx={{ p: 2, color: 'text.secondary' }}>{translate('console.users.noneFound')}</Box>;
}

/**
 * Support's list: the newest users first, found by address (start or whole), email or username in any case,
 * filtered by blocked, verified and pending withdrawal; more load as the list scrolls.
 */
export function UserList() {
  const formats = useConsoleFormats();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <InfiniteList
      filters={filters}
      actions={false}
      perPage={25}
      empty={false}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      {small ? (
        <SimpleList<UserSummary>
          primaryText={(user) => <Box sx={{ wordBreak: 'break-all' }}>{user.address}</Box>}
          secondaryText={(user) => (
            <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
              <span>{`${user.username} · ${user.email}`}</span>
              <UserStateChips user={user} />
            </Box>
          )}
          linkType="show"
          empty={<Empty />}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show" empty={<Empty />}>
          <DataTable.Col source="address" disableSort />
          <DataTable.Col source="username" disableSort />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="is_verified" label="console.users.state" disableSort>
            <UserStateChips />
          </DataTable.Col>
          <DataTable.Col
            source="created_at"
            render={(user: UserSummary) => formats.dateTime(user.created_at)}
            disableSort
          />
        </DataTable>
      )}
    </InfiniteList>
  );
}
