import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { adminApi } from '../../lib/admin-api';
import { MaintenanceForm } from './maintenance-form';
import { maintenanceQueryKey } from './maintenance-query';

/** The store's maintenance switch and the note visitors read while it is on (owner only). */
export function MaintenancePage() {
  const translate = useTranslate();
  const current = useQuery({
    queryKey: maintenanceQueryKey,
    queryFn: () => adminApi(settingsEndpoints.adminMaintenance),
  });
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('console.maintenance.title')} />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">{translate('console.maintenance.intro')}</Typography>
        {current.data && (
          <Alert severity={current.data.on ? 'warning' : 'success'}>
            {translate(
              current.data.on ? 'console.maintenance.statusClosed' : 'console.maintenance.statusOpen',
            )}
          </Alert>
        )}
        {current.error && <Alert severity="error">{current.error.message}</Alert>}
        {/* Keyed by the saved values: the form starts from what the server holds after each save. */}
        {current.data && <MaintenanceForm key={JSON.stringify(current.data)} saved={current.data} />}
      </CardContent>
    </Card>
  );
}
