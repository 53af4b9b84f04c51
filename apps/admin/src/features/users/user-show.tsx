import type { UserDetail } from '@dappx/shared/users';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import {
  Labeled,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { UserActions } from './user-actions';
import { UserStateChips } from './user-list';
import { UserBalances, UserStatement } from './user-money';
import { useConsoleFormats } from '../../lib/console-format';
import { ConsoleDateField } from '../../lib/console-date-field';

function BlockNote() {
  const formats = useConsoleFormats();
  const user = useRecordContext<UserDetail>();
  const translate = useTranslate();
  if (!user?.block) return null;
  return (
    <Box sx={{ color: 'error.main' }}>
      {translate('console.users.blockedBecause', {
        reason: user.block.reason || '—',
        at: formats.dateTime(user.block.at),
      })}
    </Box>
  );
}

/** The user's sessions, newest first: when opened, last used and ending; never a token. */
function UserSessions() {
  const formats = useConsoleFormats();
  const user = useRecordContext<UserDetail>();
  const translate = useTranslate();
  if (!user) return null;
  if (user.sessions.length === 0) return <Box sx={{ p: 1 }}>{translate('console.users.noSessions')}</Box>;
  const when = (iso: string) => formats.dateTime(iso);
  return (
    <List dense>
      {user.sessions.map((session) => (
        <ListItem key={session.created_at} divider>
          <ListItemText
            primary={translate('console.users.sessionOpened', { at: when(session.created_at) })}
            secondary={translate('console.users.sessionTimes', {
              seen: when(session.last_seen_at),
              expires: when(session.expires_at),
            })}
          />
          <Chip
            size="small"
            color={session.active ? 'success' : 'default'}
            label={translate(session.active ? 'console.users.sessionActive' : 'console.users.sessionEnded')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The page's title: the user's short address (the id is a uuid nobody reads). */
function UserTitle() {
  const user = useRecordContext<UserDetail>();
  return <>{user ? `${user.address.slice(0, 6)}…${user.address.slice(-4)}` : ''}</>;
}

/** A user's page for support: profile and actions, sessions, balances, statement. */
export function UserShow() {
  return (
    // Kept to the screen's width: otherwise the flex layout grows to the four tabs instead of scrolling them.
    <Show title={<UserTitle />} sx={{ minWidth: 0, maxWidth: { xs: 'calc(100vw - 16px)', sm: '100%' } }}>
      {/* Scrollable tabs: four labels do not fit a phone's width side by side. */}
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="console.users.tabs.profile">
          <UserActions />
          <BlockNote />
          <TextField source="address" sx={{ wordBreak: 'break-all' }} />
          <TextField source="username" />
          <TextField source="email" />
          <TextField source="pending_email" emptyText="—" />
          <Labeled label="console.users.state">
            <UserStateChips />
          </Labeled>
          <TextField source="referral_code" />
          <ConsoleDateField source="created_at" showTime />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.tabs.sessions" path="sessions">
          <UserSessions />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.tabs.balances" path="balances">
          <UserBalances />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="console.users.tabs.statement" path="statement">
          <UserStatement />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
