import { z } from 'zod';
import { decimalString } from './amounts';

/** GET /users/{acent|dappx}/withdraw/settings: the ACE fees of a withdrawal and whether it is open. */
export const withdrawParams = z.strictObject({ token: z.enum(['acent', 'dappx']) });
export const withdrawSettingsResponse = z.object({
  withdrawal_fee_core: decimalString,
  withdrawal_fee_nitro: decimalString,
  withdrawal_fee_ubi: decimalString,
  allow_withdrawal: z.boolean(),
});
export type WithdrawSettings = z.infer<typeof withdrawSettingsResponse>;

export const withdrawTexts = {
  unavailable: 'Service is not available at the moment. Please try again later. Thank you.',
} as const;
