import { parseAmount } from '@dappx/shared/amounts';
import { layer2Texts } from '@dappx/shared/layer2-texts';

/** The ETH amount field: at most 10 characters, 16 once it has a decimal point (storefront spec, 5). */
export const ethAmountFits = (text: string) => text.length <= (text.includes('.') ? 16 : 10);

/** Why an ETH deposit of `text` cannot go ahead, or undefined when it can. */
export function ethDepositError(text: string, l1Balance: bigint | undefined): string | undefined {
  const units = parseAmount(text);
  if (units === undefined || units <= 0n) return layer2Texts.notPositive;
  if (l1Balance !== undefined && units > l1Balance) return layer2Texts.insufficient;
  return undefined;
}
