/*
 * Where failures nobody handled end up. Our API's refusals and outages, the wallet's and the chains' errors
 * are expected: the specification has each screen keep its defaults or say its own text (storefront spec,
 * section 8), so they are only logged. A bug (a TypeError and its kin) is logged and told to the user once,
 * in one friendly sentence, by whoever listens (the notifications).
 */

type Listener = (error: unknown) => void;
const listeners = new Set<Listener>();

const bugs = [TypeError, ReferenceError, SyntaxError, RangeError];

/** Whether a failure is one the screens handle themselves: anything but a bug in our own code. */
export const isExpected = (error: unknown) => !bugs.some((kind) => error instanceof kind);

/**
 * Logs a failure with where it happened; tells the listeners when it was not expected, unless the caller
 * already shows it (the route's error page).
 */
export function reportError(error: unknown, where: string, options: { shown?: boolean } = {}) {
  console.error(`${where} failed`, error);
  if (!isExpected(error) && !options.shown) listeners.forEach((listener) => listener(error));
}

/** Listens for unexpected failures; returns the way to stop. */
export function onUnexpectedError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
