import type { AdminPrice } from '@dappx/shared/prices';
import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, Edit, List, SimpleForm, SimpleList, TextInput, regex, required } from 'react-admin';
import { ConsoleDateField } from '../../lib/console-date-field';

/** A saved price without the database's trailing zeros: 0.042500000000 -> 0.0425. */
const shownUsd = (usd: string | null) =>
  usd === null ? '—' : usd.includes('.') ? usd.replace(/0+$/, '').replace(/\.$/, '') : usd;

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

const usdRule = regex(/^\d{1,18}(\.\d{1,12})?$/, 'console.money.prices.invalid');

export function PriceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="symbol" disabled />
        <TextInput
          source="usd"
          validate={[required(), usdRule]}
          format={(usd: string | null) => (usd ? shownUsd(usd) : '')}
        />
      </SimpleForm>
    </Edit>
  );
}
