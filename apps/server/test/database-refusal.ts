/**
 * What the database itself said when it refused a statement (drizzle wraps its error as the cause), or
 * 'not refused': a test of a rule the database keeps reads the database's words, not our code's.
 */
export const databaseRefusal = (statement: Promise<unknown>): Promise<string> =>
  statement.then(
    () => 'not refused',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );
