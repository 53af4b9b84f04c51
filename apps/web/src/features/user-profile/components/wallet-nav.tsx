import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { useViewportWidth } from '@/lib/use-breakpoints';
import { TokenMark, type TokenSymbol } from './tiles/token-mark';

export const walletAreaBase = '/user-profile';

/**
 * Below this width the tab strip scrolls sideways instead of sharing the width. The spec's 434 px was for
 * four tabs; with My EDAO as a fifth, 'My Zera BETA' needs about 140 px, so the strip scrolls up to 700.
 */
const tabScrollBelow = 700;

type Destination = { path: string; label: string; symbol?: TokenSymbol; beta?: boolean };

function useDestinations(): Destination[] {
  const { t } = useTranslation();
  return [
    { path: walletAreaBase, label: t('userProfile.myDigitalAssets') },
    { path: `${walletAreaBase}/ace`, label: t('userProfile.myAce'), symbol: 'ACE' },
    { path: `${walletAreaBase}/zera`, label: t('userProfile.myZera'), symbol: 'Zera', beta: true },
    { path: `${walletAreaBase}/dappx`, label: t('userProfile.myDappx'), symbol: 'DAPPX' },
    { path: `${walletAreaBase}/edao`, label: t('userProfile.myEdao'), symbol: 'EDAO' },
    { path: `${walletAreaBase}/nfts`, label: t('userProfile.myNfts') },
  ];
}

function BetaMark() {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('userProfile.beta')}
      size="small"
      color="secondary"
      variant="outlined"
      sx={{ height: 20, fontSize: 11, fontWeight: 700, ml: 0.75 }}
    />
  );
}

/** From 960 px: the area's pages as a side navigation of nested routes (spec, section 2). */
export function WalletSideNav() {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('userProfile.walletArea')}
      sx={{ p: 1, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <List component="div" disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {useDestinations().map((destination) => (
          <ListItemButton
            key={destination.path}
            component={NavLink}
            to={destination.path}
            end
            sx={{
              borderRadius: 3,
              '&.active': { bgcolor: 'tint.navActive', color: 'primary.light' },
              '&.active .MuiListItemText-primary': { fontWeight: 700 },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              {destination.symbol ? (
                <TokenMark symbol={destination.symbol} size={26} />
              ) : (
                <AccountBalanceWalletIcon sx={{ color: 'secondary.main' }} />
              )}
            </ListItemIcon>
            <ListItemText primary={destination.label} />
            {destination.beta ? <BetaMark /> : undefined}
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}

/**
 * Below 960 px: tabs for My Assets, My ACE, My Zera (BETA) and My DAPPX (spec, section 2), and My EDAO so
 * every page of the area is one tap away. They are links, so each page keeps its address. When the strip
 * scrolls, arrows at its edges show that more tabs wait there, and the current tab is scrolled into view.
 */
export function WalletTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const tabs = useDestinations().map((destination, index) =>
    index === 0 ? { ...destination, label: t('userProfile.myAssets') } : destination,
  );
  const current = tabs.find((tab) => tab.path === pathname.replace(/\/$/, ''))?.path ?? false;
  const scrolls = width < tabScrollBelow;
  return (
    <Box
      component="nav"
      aria-label={t('userProfile.walletArea')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tabs
        value={current}
        variant={scrolls ? 'scrollable' : 'fullWidth'}
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('userProfile.walletArea')}
        slotProps={{
          startScrollButtonIcon: { titleAccess: t('userProfile.tabsScrollLeft') },
          endScrollButtonIcon: { titleAccess: t('userProfile.tabsScrollRight') },
        }}
        sx={{
          '& .MuiTabs-scrollButtons': { width: 32, color: 'primary.light' },
          '& .MuiTabs-scrollButtons.Mui-disabled': { opacity: 0.25 },
          '& .MuiTab-root': { minHeight: 52, px: 2 },
          '& .MuiTab-root.Mui-selected': { color: 'primary.light' },
          '& .MuiTabs-indicator': { bgcolor: 'primary.light' },
        }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            component={RouterLink}
            to={tab.path}
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap' }}
              >
                {tab.label}
                {tab.beta ? <BetaMark /> : undefined}
              </Box>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}
