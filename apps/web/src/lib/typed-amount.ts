import { inputDecimals } from '@dappx/shared/amounts';

/** What an amount input accepts while typing: digits and one point with at most 6 decimals; empty allowed. */
const typing = new RegExp(`^\\d*(\\.\\d{0,${inputDecimals}})?$`);
export const acceptsTyped = (text: string) => typing.test(text);
