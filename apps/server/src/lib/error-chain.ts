/**
 * An error and the causes under it, outermost first: drizzle wraps the driver's error, viem and fetch
 * wrap the socket's, so what actually failed is found by walking down. Bounded, in case of a cycle.
 */
export function errorChain(error: unknown, limit = 8): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < limit; current = (current as { cause?: unknown }).cause)
    chain.push(current);
  return chain;
}
