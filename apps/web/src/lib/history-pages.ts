/** Total history pages: the ceiling of total rows over the page size, at least 1 (spec, section 4). */
export const historyPageCount = (totalRows: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalRows / pageSize));
