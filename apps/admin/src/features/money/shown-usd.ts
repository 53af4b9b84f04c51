/** A saved price without the database's trailing zeros: 0.042500000000 -> 0.0425. */
export const shownUsd = (usd: string | null) =>
  usd === null ? '—' : usd.includes('.') ? usd.replace(/0+$/, '').replace(/\.$/, '') : usd;
