/** One field a change touched: its path in the value (`translations.es.title`), before and after. */
export type FieldChange = { path: string; before: unknown; after: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value's leaves by dotted path; a value that is not an object is one leaf, `value`. */
function leavesOf(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value))
      leavesOf(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== null && value !== undefined) {
    into.set(prefix || 'value', value);
  }
  return into;
}

/** Only what a change changed: the fields whose value differs between before and after, in order. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const was = leavesOf(before);
  const is = leavesOf(after);
  const paths = [...new Set([...was.keys(), ...is.keys()])];
  return paths
    .filter((path) => JSON.stringify(was.get(path)) !== JSON.stringify(is.get(path)))
    .map((path) => ({ path, before: was.get(path), after: is.get(path) }));
}
