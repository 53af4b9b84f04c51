import BuildIcon from '@mui/icons-material/Build';
import type { ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  AppBar,
  Layout,
  LocalesMenuButton,
  Menu,
  RefreshIconButton,
  usePermissions,
  useTranslate,
} from 'react-admin';

function ConsoleMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions();
  return (
    <Menu>
      <Menu.DashboardItem />
      {permissions === 'owner' && (
        <Menu.Item
          to="/maintenance"
          primaryText={translate('console.maintenance.title')}
          leftIcon={<BuildIcon />}
        />
      )}
      <Menu.ResourceItems />
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

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar}>
    {children}
  </Layout>
);
