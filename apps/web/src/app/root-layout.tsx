import { Outlet } from 'react-router';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { usePageTitle } from './page-title';
import { RoutingRules } from './routing-rules';

export function RootLayout() {
  usePageTitle();
  return (
    <>
      <RoutingRules />
      <MaintenanceGate />
      <Outlet />
    </>
  );
}
