/**
 * '0x1234…abcd': enough of an address or hash to tell it apart in a row or a sentence. Anything too
 * short to shorten is returned whole.
 */
export const shortAddress = (hex: string, head = 6, tail = 4) =>
  hex.length <= head + tail + 1 ? hex : `${hex.slice(0, head)}…${hex.slice(-tail)}`;
