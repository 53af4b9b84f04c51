import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMaintenanceMode } from '../api/get-maintenance-mode';

export const maintenancePath = '/maintenance';

/** Sends every visitor to the maintenance page while the store says it is closed, and only then. */
export function MaintenanceGate() {
  const { isOn } = useMaintenanceMode();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isOn && pathname !== maintenancePath) navigate(maintenancePath, { replace: true });
  }, [isOn, pathname, navigate]);
  return null;
}
