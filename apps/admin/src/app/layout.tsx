import BuildIcon from '@mui/icons-material/Build';
import ListIcon from '@mui/icons-material/List';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Menu,
  RefreshIconButton,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { badgeOf, dashboardTodoQuery } from '../features/dashboard/dashboard-todo';
import { menuGroups } from './menu-groups';
import { screenAllows } from './screen-roles';

/** A screen's line in the menu: its short label, and what waits on it as a count beside. */
function ScreenItem({ screen }: { screen: string }) {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const { permissions } = usePermissions();
  const { data: todo } = useQuery({ ...dashboardTodoQuery, enabled: permissions !== undefined });
  const resource = resources[screen];
  const maintenance = screen === 'maintenance' && permissions === 'owner';
  if (!resource?.hasList && !maintenance) return null;
  const label = maintenance
    ? translate('console.maintenance.title')
    : translate(`console.menu.screens.${screen}`);
  const count = badgeOf(todo, screen);
  const Icon = maintenance ? BuildIcon : (resource?.icon ?? ListIcon);
  return (
    <Menu.Item
      to={`/${screen}`}
      leftIcon={<Icon />}
      primaryText={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {label}
          </Box>
          {count > 0 && <Chip size="small" color="warning" label={count} sx={{ height: 20 }} />}
        </Box>
      }
    />
  );
}

/** A group's heading, with its icon; a closed sidebar keeps only a rule between groups. */
function GroupHeading({ group, icon: Icon }: Pick<(typeof menuGroups)[number], 'group' | 'icon'>) {
  const translate = useTranslate();
  const [open] = useSidebarState();
  if (!open) return <Divider />;
  return (
    <ListSubheader
      disableSticky
      sx={{ display: 'flex', alignItems: 'center', gap: 1, lineHeight: 2.5, mt: 1 }}
    >
      <Icon fontSize="small" />
      {translate(`console.menu.groups.${group}`)}
    </ListSubheader>
  );
}

/** The menu in groups (Store, Catalogue, Money, People, System), each with the screens the role has. */
function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const { permissions } = usePermissions();
  // A role's screens only: every role gets the money resources (their URLs answer access denied).
  const has = (screen: string) =>
    (resources[screen]?.hasList || screen === 'maintenance') && screenAllows(permissions, screen);
  return (
    <Menu>
      <Menu.DashboardItem />
      {menuGroups
        .filter(({ screens }) => screens.some(has))
        .map(({ group, icon, screens }) => (
          <Fragment key={group}>
            <GroupHeading group={group} icon={icon} />
            {screens.filter(has).map((screen) => (
              <ScreenItem key={screen} screen={screen} />
            ))}
          </Fragment>
        ))}
    </Menu>
  );
}

/** On a phone the language follows the browser: the title keeps the bar's room. */
function ConsoleAppBar() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      toolbar={
        <>
          {!small && <LocalesMenuButton />}
          <RefreshIconButton />
        </>
      }
    />
  );
}

// react-admin lets the page grow as wide as its widest table (min-width: fit-content), so on a phone the
// whole page scrolls sideways under a narrower app bar; held to the screen, a wide table scrolls alone.
const screenWide = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} sx={screenWide}>
    {children}
  </Layout>
);
