import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { AdminSeason } from '@dappx/shared/seasons';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { useConsoleFormats } from '../../lib/console-format';
import { ConsoleDateField } from '../../lib/console-date-field';

const limitsText = (season: AdminSeason) =>
  `${formatDisplayAmount(BigInt(season.min_amount))} – ${formatDisplayAmount(BigInt(season.max_amount))} ACE`;

function StatusField() {
  const season = useRecordContext<AdminSeason>();
  const translate = useTranslate();
  if (!season) return null;
  return (
    <Chip
      size="small"
      color={season.status === 'ongoing' ? 'success' : 'default'}
      label={translate(`console.money.seasons.status.${season.status}`)}
    />
  );
}

/** Stops a season collecting now, after a confirm step (its lock period then runs from now). */
function CloseButton() {
  const season = useRecordContext<AdminSeason>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!season || season.status !== 'ongoing') return null;
  const close = () =>
    update(
      'seasons',
      { id: season.id, data: { close: true }, previousData: season },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('console.money.seasons.closed', { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
        onSettled: () => setOpen(false),
      },
    );
  return (
    <>
      <Button size="small" color="warning" onClick={() => setOpen(true)}>
        {translate('console.money.seasons.close')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('console.money.seasons.closeTitle', { name: season.name })}
        content={translate('console.money.seasons.closeContent')}
        onConfirm={close}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const seasonFilters = [<SearchInput key="q" source="q" alwaysOn />];

/** Seasons open, locked or completed in the last 30 days, searched by name and paged on the server, each closable while it collects. */
export function SeasonList() {
  const formats = useConsoleFormats();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  return (
    <List exporter={false} filters={seasonFilters} perPage={25}>
      {small ? (
        <SimpleList<AdminSeason>
          primaryText={(season) => season.name}
          secondaryText={(season) => (
            <Box component="span" sx={{ display: 'grid' }}>
              <span>{limitsText(season)}</span>
              <span>
                {translate(`console.money.seasons.status.${season.status}`)} ·{' '}
                {formats.dateTime(season.collect_until)}
              </span>
            </Box>
          )}
          rightIcon={() => <CloseButton />}
          rowClick={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="min_amount" label="resources.seasons.fields.limits" disableSort>
            <LimitsField />
          </DataTable.Col>
          <DataTable.Col
            source="collect_until"
            field={(props) => <ConsoleDateField {...props} showTime />}
            disableSort
          />
          <DataTable.Col source="lock_days" disableSort />
          <DataTable.Col source="status" field={StatusField} disableSort />
          <DataTable.Col>
            <CloseButton />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

function LimitsField() {
  const season = useRecordContext<AdminSeason>();
  return season ? <>{limitsText(season)}</> : null;
}
