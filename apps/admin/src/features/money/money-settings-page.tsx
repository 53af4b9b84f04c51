import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AccessDenied, Loading, Title, useCanAccess, useGetList, useTranslate } from 'react-admin';
import type { MoneySettingsRow } from './money-settings-data';
import { SettingsGroupForm } from './settings-group-form';

/** Withdrawal, governance staking and per-token staking settings with their current values (finance). */
export function MoneySettingsPage() {
  const translate = useTranslate();
  // Not a react-admin List, so the role check a List makes is made here (the server refuses as well).
  const access = useCanAccess({ resource: 'money-settings', action: 'list' });
  const { data, error, isPending } = useGetList<MoneySettingsRow>(
    'money-settings',
    {},
    { enabled: access.canAccess === true },
  );
  if (access.isPending) return <Loading />;
  if (!access.canAccess) return <AccessDenied />;
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, mb: 4 }}>
      <Title title={translate('resources.money-settings.name', { smart_count: 2 })} />
      <Typography color="text.secondary">{translate('console.money.settings.intro')}</Typography>
      <Typography color="text.secondary">{translate('console.money.settings.limitsIntro')}</Typography>
      {isPending && <Loading />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {/* Keyed by the saved values: a form starts again from what the server holds after each save. */}
      {data?.map((row) => (
        <SettingsGroupForm key={JSON.stringify(row)} row={row} />
      ))}
    </Box>
  );
}
