import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './footer';
import { LoadingOverlay } from './loading-overlay';
import { NavBar } from './nav-bar';

// The profile and its sub-routes (dappx, zera, edao, dappx-paypal) have no footer (spec, section 2).
const withoutFooter = (pathname: string) =>
  pathname === '/user-profile' || pathname.startsWith('/user-profile/');

export function MainLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="content" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      {withoutFooter(pathname) ? undefined : <Footer />}
      <LoadingOverlay />
    </Box>
  );
}
