import { parseAmount } from '@dappx/shared/amounts';
import {
  Create,
  NumberInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  maxValue,
  number,
  required,
} from 'react-admin';

type SeasonForm = { name: string; min: string; max: string; collect_days: number; lock_days: number };

const amount = (value: string) =>
  value && (parseAmount(value) ?? 0n) <= 0n ? 'console.money.seasons.invalidAmount' : undefined;
const days = [required(), number(), minValue(0), maxValue(9999)];

/** The form's amounts are typed in ACE; the API takes base units. */
const toBody = (form: SeasonForm) => ({
  name: form.name,
  min_amount: parseAmount(form.min)!.toString(),
  max_amount: parseAmount(form.max)!.toString(),
  collect_days: form.collect_days,
  lock_days: form.lock_days,
});

/** A new season that collects ACE stakes from now for its collecting days, then locks them. */
export function SeasonCreate() {
  return (
    <Create redirect="list" transform={toBody}>
      <SimpleForm defaultValues={{ collect_days: 7, lock_days: 30 }}>
        <TextInput source="name" validate={[required(), maxLength(80)]} />
        <TextInput source="min" validate={[required(), amount]} helperText="console.money.seasons.inAce" />
        <TextInput source="max" validate={[required(), amount]} helperText="console.money.seasons.inAce" />
        <NumberInput source="collect_days" validate={days} step={1} />
        <NumberInput source="lock_days" validate={days} step={1} />
      </SimpleForm>
    </Create>
  );
}
