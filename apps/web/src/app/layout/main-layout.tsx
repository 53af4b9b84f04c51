import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Footer } from './footer';
import { NavBar } from './nav-bar';

export function MainLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="content" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
