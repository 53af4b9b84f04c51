import { tokenDecimals } from '@dappx/shared/tokens';

const decimalPattern = new RegExp(`^\\d{1,22}(\\.\\d{1,${tokenDecimals}})?$`);

/** Base units of a typed token amount (up to 18 decimals, as settings like rates need), or undefined. */
export function unitsOfTokens(text: string): bigint | undefined {
  const trimmed = text.trim();
  if (!decimalPattern.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return BigInt(whole) * 10n ** BigInt(tokenDecimals) + BigInt(fraction.padEnd(tokenDecimals, '0'));
}
