/** The wallet's own error (the innermost with a code) or, failing one, the error as thrown. */
export function walletErrorOf(error: unknown): { code?: number; message?: string } {
  let coded: { code?: number; message?: string } | undefined;
  for (let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; current;) {
    if (typeof current.code === 'number')
      coded = {
        code: current.code,
        message: typeof current.message === 'string' ? current.message : undefined,
      };
    current = current.cause as typeof current;
  }
  return coded ?? { message: error instanceof Error ? error.message : undefined };
}
