import type { CatalogueRow, CatalogueTable } from '@dappx/shared/catalogue-admin';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { useMediaQuery, type Theme } from '@mui/material';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useState, type MouseEvent } from 'react';
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { moveRow } from './catalogue-data';
import { consoleTables } from './catalogue-tables';
import { HideButton } from './hide-button';

const valueAt = (row: CatalogueRow, source: string) =>
  source.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], row);

const shown = (value: unknown) => (value === null || value === undefined ? '—' : String(value));

function HiddenChip() {
  const row = useRecordContext<CatalogueRow>();
  const translate = useTranslate();
  if (!row) return null;
  return (
    <Chip
      size="small"
      color={row.hidden ? 'default' : 'success'}
      label={translate(row.hidden ? 'console.catalogue.hidden' : 'console.catalogue.published')}
    />
  );
}

/** Up and down (ordered tables), each a call of its own, then the list reads afresh; hide/publish is undoable. */
function RowActions({ table }: { table: CatalogueTable }) {
  const row = useRecordContext<CatalogueRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!row) return null;
  const run = (action: () => Promise<unknown>) => async (event: MouseEvent) => {
    // The row itself opens the edit form: these buttons act on their own.
    event.stopPropagation();
    event.preventDefault();
    setBusy(true);
    try {
      await action();
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      {row.position !== null && (
        <>
          <IconButton
            size="small"
            aria-label={translate('console.catalogue.moveUp')}
            disabled={busy}
            onClick={run(() => moveRow(table, row.id, 'up'))}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={translate('console.catalogue.moveDown')}
            disabled={busy}
            onClick={run(() => moveRow(table, row.id, 'down'))}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </>
      )}
      <HideButton table={table} row={row} />
    </Box>
  );
}

const hiddenChoices = [
  { id: 'false', name: 'console.catalogue.published' },
  { id: 'true', name: 'console.catalogue.hidden' },
];

/** A catalogue table in the store's order, hidden rows too, searched and paged; a phone gets one line per row. */
export function CatalogueList({ table }: { table: CatalogueTable }) {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const { fields, filter, unordered } = consoleTables[table];
  const columns = fields.filter((field) => field.column);
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('console.catalogue.search')} />,
    <SelectInput
      key="hidden"
      source="hidden"
      label="console.catalogue.state"
      choices={hiddenChoices}
      alwaysOn
    />,
    ...(filter
      ? [
          <SelectInput
            key={filter.source}
            source={filter.source}
            choices={filter.choices.map((id) => ({ id, name: id }))}
            alwaysOn
          />,
        ]
      : []),
  ];
  const status = (row: CatalogueRow) =>
    translate(row.hidden ? 'console.catalogue.hidden' : 'console.catalogue.published');
  return (
    <List
      perPage={25}
      exporter={false}
      filters={filters}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      {small ? (
        <SimpleList<CatalogueRow>
          primaryText={(row) => shown(valueAt(row, columns[0]!.source))}
          secondaryText={(row) =>
            [
              row.position === null ? undefined : `#${row.position}`,
              ...columns.slice(1).map((c) => shown(valueAt(row, c.source))),
              status(row),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          rightIcon={() => <RowActions table={table} />}
          rowClick="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          {!unordered && <DataTable.Col source="position" disableSort />}
          {columns.map((column) => (
            <DataTable.Col key={column.source} source={column.source} disableSort />
          ))}
          <DataTable.Col source="hidden" field={HiddenChip} disableSort />
          <DataTable.Col>
            <RowActions table={table} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
