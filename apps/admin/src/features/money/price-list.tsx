import type { AdminPrice } from '@dappx/shared/prices';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList } from 'react-admin';
import { ConsoleDateField } from '../../lib/console-date-field';
import { shownUsd } from './shown-usd';

/** USD per symbol as the demo price source holds it; the store's pages see a change within a minute. */
export function PriceList() {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List pagination={false} exporter={false}>
      {small ? (
        <SimpleList<AdminPrice & { id: string }>
          primaryText={(price) => price.symbol}
          secondaryText={(price) => `${shownUsd(price.usd)} USD`}
          linkType="edit"
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="edit">
          <DataTable.Col source="symbol" disableSort />
          <DataTable.Col source="usd" render={(price: AdminPrice) => shownUsd(price.usd)} disableSort />
          <DataTable.Col
            source="updated_at"
            field={(props) => <ConsoleDateField {...props} showTime />}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
