/** Case-insensitive match of the trimmed search text, the one rule for both filtering and highlighting. */
export function matchesSearch(value: string | undefined, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return needle === '' || (value ?? '').toLowerCase().includes(needle);
}
