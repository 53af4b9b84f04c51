import {
  bpsOfPercent,
  feeSumText,
  formatAmount,
  limitOrderText,
  parseAmount,
  percentOfBps,
  type MoneySettingsGroup,
  type SettingRules,
} from '@dappx/shared';

/** A setting the admin command changes: its column, and how its text is read and shown. */
export type SettingField = { column: string; kind: 'amount' | 'percent' | 'hours' | 'flag' };
export type SettingValue = bigint | number | boolean;

/** The value a setting's text stands for, or a string saying what it should have been. */
function readSetting(field: SettingField, text: string): SettingValue | string {
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

/** A column's value as the console reads it: base units as text, percents as decimal text. */
function apiSettingValue(field: SettingField, value: unknown): string | number | boolean {
  switch (field.kind) {
    case 'amount':
      return (value as bigint).toString();
    case 'percent':
      return String(percentOfBps(Number(value)));
    case 'hours':
      return Number(value);
    case 'flag':
      return Boolean(value);
  }
}

/** A row's settings by the API's names, as the console reads them and the audit log keeps them. */
export function settingsView(
  fields: Record<string, SettingField>,
  row: Record<string, unknown>,
): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, apiSettingValue(field, row[field.column])]),
  );
}

/** A console body (validated by its schema) as column values, ready for the table's update. */
export function columnValuesOf(
  fields: Record<string, SettingField>,
  body: Record<string, string | number | boolean | undefined>,
): Record<string, SettingValue> {
  const values: Record<string, SettingValue> = {};
  for (const [name, value] of Object.entries(body)) {
    const field = fields[name];
    if (!field || value === undefined) continue;
    if (field.kind === 'amount') values[field.column] = BigInt(value as string);
    else if (field.kind === 'percent') values[field.column] = bpsOfPercent(Number(value));
    else values[field.column] = value as number | boolean;
  }
  return values;
}

/** A token's settings as one group of the console's settings screen. */
export function settingsGroupOf(
  token: string,
  fields: Record<string, SettingField>,
  row: Record<string, unknown>,
): MoneySettingsGroup {
  const view = settingsView(fields, row);
  return {
    token,
    settings: Object.entries(fields).map(([name, field]) => ({ name, kind: field.kind, value: view[name]! })),
  };
}

/**
 * The first rule a row's settings (current values with the change applied) break: a minimum of 0 or
 * above its maximum, fee parts above 100 % together. The tables' CHECKs refuse the same, unnamed.
 */
export function settingRulesProblem(
  rules: SettingRules,
  view: Record<string, string | number | boolean>,
): string | undefined {
  for (const [min, max] of rules.limits) {
    const low = BigInt(view[min] as string);
    if (low <= 0n || low > BigInt(view[max] as string)) return limitOrderText(min, max);
  }
  for (const names of rules.feeSums) {
    const bps = names.reduce((sum, name) => sum + bpsOfPercent(Number(view[name])), 0);
    if (bps > 10_000) return feeSumText(names);
  }
  return undefined;
}
