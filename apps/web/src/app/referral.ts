/** Query parameters the store reads itself (mail links, device linking), and campaign tags: never a referral. */
const ownParameters = new Set([
  'verify-user',
  'token',
  'userId',
  'link',
  'confirm-email-change',
  'newsletter-confirm',
]);
const isReferralParameter = (name: string) => !ownParameters.has(name) && !name.startsWith('utm');

/**
 * The referral a URL carries (spec, section 2: a query string that carries a value is stored as 'ref'):
 * `ref` itself, else the first other parameter with a value.
 */
export function referralIn(search: string): string | undefined {
  const parameters = [...new URLSearchParams(search)].filter(
    ([name, value]) => value && isReferralParameter(name),
  );
  const ref = parameters.find(([name]) => name === 'ref') ?? parameters[0];
  return ref?.[1].slice(0, 64);
}
