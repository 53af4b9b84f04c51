/** A reason the store cannot start that the person starting it can fix: printed as one message, no stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}
