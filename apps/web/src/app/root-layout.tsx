import { Outlet } from 'react-router';
import { MaintenanceGate } from '@/features/maintenance/components/maintenance-gate';
import { RoutingRules } from './routing-rules';

export function RootLayout() {
  return (
    <>
      <RoutingRules />
      <MaintenanceGate />
      <Outlet />
    </>
  );
}
