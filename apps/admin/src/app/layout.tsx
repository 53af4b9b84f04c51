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

// react-admin lets the page grow as wide as its widest table (min-width: fit-content), so on a phone the
// whole page scrolls sideways under a narrower app bar; held to the screen, a wide table scrolls alone.
const screenWide = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } };

export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={ConsoleMenu} appBar={ConsoleAppBar} sx={screenWide}>
    {children}
  </Layout>
);
