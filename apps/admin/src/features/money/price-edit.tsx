import type { AdminPrice } from '@dappx/shared/prices';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Edit,
  SimpleForm,
  TextInput,
  regex,
  required,
  useDataProvider,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useConfirmedChange } from '../../lib/use-confirmed-change';
import { shownUsd } from './shown-usd';

type PriceRow = AdminPrice & { id: string };

const usdRule = regex(/^\d{1,18}(\.\d{1,12})?$/, 'console.money.prices.invalid');

/** The confirm step of a price change: the symbol, its price now and the price it gets. */
function PriceConfirmDialog({ price, usd, onClose }: { price: PriceRow; usd: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const { error, pending, confirm } = useConfirmedChange(
    'console.money.prices',
    () => dataProvider.update('prices', { id: price.id, data: { usd }, previousData: price }),
    () => redirect('list', 'prices'),
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="price-change-title">
      <DialogTitle id="price-change-title">
        {translate('console.money.prices.confirmTitle', { symbol: price.symbol })}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Typography>
          {translate('console.money.prices.change', {
            symbol: price.symbol,
            from: shownUsd(price.usd),
            to: shownUsd(usd),
          })}
        </Typography>
        {error && <Typography color="error">{error}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={pending}>
          {translate('console.money.prices.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A valid price is sent only after the confirm step names the old and the new one. */
function PriceForm() {
  const price = useRecordContext<PriceRow>();
  const [usd, setUsd] = useState<string>();
  return (
    <>
      <SimpleForm onSubmit={(values: { usd?: unknown }) => setUsd(String(values.usd).trim())}>
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
