import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMaintenanceMode } from '../api/get-maintenance-mode';

export const maintenancePath = '/maintenance';

/** Sends every visitor to the maintenance page while the store says it is closed. */
export function MaintenanceGate() {
  const { isError } = useMaintenanceMode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isError && pathname !== maintenancePath) navigate(maintenancePath, { replace: true });
  }, [isError, pathname, navigate]);
  return null;
}
