import type { AdminPrice } from '@dappx/shared/prices';
import { useState } from 'react';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TextInput,
  regex,
  required,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useConfirmedChange } from '../../lib/use-confirmed-change';
import { ChangesDialog } from './changes-dialog';
import { shownUsd } from './shown-usd';

type PriceRow = AdminPrice & { id: string };

const usdRule = regex(/^\d{1,18}(\.\d{1,12})?$/, 'console.money.prices.invalid');

/** The confirm step of a price change: the money settings' own, naming the symbol, its price now and the new one. */
function PriceConfirmDialog({ price, usd, onClose }: { price: PriceRow; usd: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const { error, pending, confirm } = useConfirmedChange(
    'console.money.prices',
    () => dataProvider.update('prices', { id: price.id, data: { usd }, previousData: price }),
    () => redirect('list', 'prices'),
    { symbol: price.symbol, usd: shownUsd(usd) },
  );
  return (
    <ChangesDialog
      open
      title={translate('console.money.prices.confirmTitle', { symbol: price.symbol })}
      intro={translate('console.money.prices.confirmIntro')}
      changes={[{ label: price.symbol, from: `${shownUsd(price.usd)} USD`, to: `${shownUsd(usd)} USD` }]}
      confirmLabel={translate('console.money.prices.confirm')}
      pending={pending}
      error={error}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}

/** A valid price is sent only after the confirm step names the old and the new one. */
function PriceForm() {
  const price = useRecordContext<PriceRow>();
  const [usd, setUsd] = useState<string>();
  return (
    <>
      {/* Save only: a symbol's price is changed, never deleted (the store's pages read every one). */}
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
        onSubmit={(values: { usd?: unknown }) => setUsd(String(values.usd).trim())}
      >
        <TextInput source="symbol" disabled />
        <TextInput
          source="usd"
          validate={[required(), usdRule]}
          format={(value: string | null) => (value ? shownUsd(value) : '')}
        />
      </SimpleForm>
      {price && usd !== undefined && (
        <PriceConfirmDialog price={price} usd={usd} onClose={() => setUsd(undefined)} />
      )}
    </>
  );
}

export function PriceEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <PriceForm />
    </Edit>
  );
}
