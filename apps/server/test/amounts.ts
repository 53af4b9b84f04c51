import { parseAmount } from '@dappx/shared';

/** An amount as people type it ("1.5"), in the base units the API and the ledger count in. */
export const units = (text: string): bigint => parseAmount(text)!;
