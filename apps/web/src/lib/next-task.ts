/**
 * Resolves in a later task: work after it runs once the browser has had its turn (a tap, a paint), so a
 * start made of several steps is several short tasks on a slow phone, not one long one.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
