// Fee maths, once: the server builds its ledger lines with these functions and the dialogs preview with
// them, so what a preview shows is what is charged, to the base unit. No zod: plain bigint maths.

/** A fee's three parts (each goes to its own system account: fees core, nitro, ubi). */
export type FeeParts<T> = { core: T; nitro: T; ubi: T };
/** Percent fee rates in basis points (150 = 1.5 %), as the server stores them. */
export type FeeRates = FeeParts<number>;
/** A fee as charged: its parts in base units and their sum. */
export type Fees = FeeParts<bigint> & { total: bigint };

const basisPoints = 10_000n;

/** `bps` basis points of `amount`, floored to the base unit. */
export const bpsOf = (amount: bigint, bps: number) => (amount * BigInt(bps)) / basisPoints;

/** A percent as the API answers it (1.5) in basis points (150), and back. */
export const bpsOfPercent = (percent: number) => Math.round(percent * 100);
export const percentOfBps = (bps: number) => bps / 100;

/** The whole rate of percent fees: the parts' rates summed (what a dialog names as its fee percent). */
export const totalRate = (rates: FeeRates) => rates.core + rates.nitro + rates.ubi;

/** Fixed fees (a withdrawal's, a DAPPX unstake's ACE fees): the parts as set and their sum. */
export const fixedFees = (parts: FeeParts<bigint>): Fees => ({
  ...parts,
  total: parts.core + parts.nitro + parts.ubi,
});

/**
 * Percent fees (governance stake, and unstake inside the penalty window): each part is its rate of the
 * amount floored on its own, as the ledger charges it; the total is their sum, not the floored sum of rates.
 */
export const percentFees = (amount: bigint, rates: FeeRates): Fees =>
  fixedFees({
    core: bpsOf(amount, rates.core),
    nitro: bpsOf(amount, rates.nitro),
    ubi: bpsOf(amount, rates.ubi),
  });

/** A DAPPX unstake: the ACE fees always; inside the holding period a DAPPX penalty, a percent of the amount. */
export const unstakeFees = (
  amount: bigint,
  aceFees: FeeParts<bigint>,
  penaltyBps: number,
  penalised: boolean,
) => ({ ace: fixedFees(aceFees), penalty: penalised ? bpsOf(amount, penaltyBps) : 0n });

/** The largest amount a balance pays for with its percent fees on top: amount + fees <= balance. */
export function maxAmountWithFees(balance: bigint, rates: FeeRates): bigint {
  // Exact for the fee of the summed rate; the parts' own floors can leave room for up to 3 base units more.
  let amount = (balance * basisPoints) / (basisPoints + BigInt(totalRate(rates)));
  while (amount + 1n + percentFees(amount + 1n, rates).total <= balance) amount += 1n;
  return amount;
}
