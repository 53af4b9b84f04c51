import { formatAmount, formatDisplayAmount } from '@dappx/shared/amounts';
import type { SettingKind, SettingValueText } from '@dappx/shared/money-settings';
import { unitsOfTokens } from './token-units';

/** A setting as its form field holds it: amounts in tokens (not base units), the rest as typed. */
export const fieldTextOf = (kind: SettingKind, value: SettingValueText): string | boolean =>
  kind === 'amount'
    ? formatAmount(BigInt(value as string))
    : kind === 'flag'
      ? Boolean(value)
      : String(value);

/** The API value of a field's text, or undefined when it is not one (the field shows why). */
export function settingValueOf(kind: SettingKind, text: string | boolean): SettingValueText | undefined {
  if (kind === 'flag') return Boolean(text);
  const typed = String(text).trim();
  if (kind === 'amount') return unitsOfTokens(typed)?.toString();
  if (kind === 'hours') return /^\d{1,5}$/.test(typed) ? Number(typed) : undefined;
  return /^\d{1,3}(\.\d{1,2})?$/.test(typed) && Number(typed) <= 100 ? String(Number(typed)) : undefined;
}

/** A value as people read it in the confirmation: amounts formatted, percents with %, hours with h. */
export function shownSetting(kind: SettingKind, value: SettingValueText): string {
  if (kind === 'amount') return formatDisplayAmount(BigInt(value as string), 18);
  if (kind === 'percent') return `${String(value)} %`;
  if (kind === 'hours') return `${String(value)} h`;
  return String(value);
}
