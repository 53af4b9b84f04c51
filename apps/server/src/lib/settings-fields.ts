import { bpsOfPercent, formatAmount, parseAmount, percentOfBps } from '@dappx/shared';

/** A setting the admin command changes: its column, and how its text is read and shown. */
export type SettingField = { column: string; kind: 'amount' | 'percent' | 'hours' | 'flag' };
export type SettingValue = bigint | number | boolean;

/** The value a setting's text stands for, or a string saying what it should have been. */
export function readSetting(field: SettingField, text: string): SettingValue | string {
  switch (field.kind) {
    case 'amount': {
      const units = parseAmount(text);
      return units === undefined ? 'an amount with at most 6 decimals' : units;
    }
    case 'hours':
      return /^\d{1,5}$/.test(text) ? Number(text) : 'a whole number of hours';
    case 'flag':
      return text === 'true' ? true : text === 'false' ? false : 'true or false';
    case 'percent':
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100)
        return 'a percent from 0 to 100, 2 decimals at most';
      // Stored in basis points: 1.25 % is 125.
      return bpsOfPercent(Number(text));
  }
}

export function showSetting(field: SettingField, value: unknown): string {
  switch (field.kind) {
    case 'amount':
      return formatAmount(value as bigint);
    case 'percent':
      return `${percentOfBps(Number(value))} %`;
    case 'hours':
      return `${String(value)} h`;
    case 'flag':
      return String(value);
  }
}

/** `name=value` pairs read against a table's fields: the column values, or the first problem found. */
export function readSettingPairs(
  fields: Record<string, SettingField>,
  pairs: string[],
): { values: Record<string, SettingValue> } | { problem: string } {
  const values: Record<string, SettingValue> = {};
  for (const pair of pairs) {
    const [name = '', text = ''] = pair.split('=');
    const field = fields[name];
    if (!field)
      return { problem: `there is no setting '${name}'; there are ${Object.keys(fields).join(', ')}` };
    const value = readSetting(field, text);
    if (typeof value === 'string') return { problem: `${name} must be ${value}, not '${text}'` };
    values[field.column] = value;
  }
  return { values };
}
