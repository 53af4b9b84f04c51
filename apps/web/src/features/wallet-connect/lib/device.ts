/**
 * iPhone, iPad, iPod and Mac user agents. The recommended wallet app is not offered there yet, so its
 * option is disabled. iPadOS asks for the desktop site and reports itself as a Macintosh: also matched.
 */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);
}
