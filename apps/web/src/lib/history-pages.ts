// History dates as the spec writes them (section 9), in local time; kk is the hour 01-24 (midnight is 24).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (value: number) => value.toString().padStart(2, '0');

function parts(date: Date) {
  return {
    yyyy: date.getFullYear().toString(),
    MM: two(date.getMonth() + 1),
    MMM: months[date.getMonth()]!,
    dd: two(date.getDate()),
    kk: two(date.getHours() === 0 ? 24 : date.getHours()),
    mm: two(date.getMinutes()),
    ss: two(date.getSeconds()),
  };
}

/** ACE history: yyyy/MMM/dd - kk:mm:ss, e.g. 2026/Nov/23 - 14:05:09. */
export function formatAceHistoryDate(date: Date): string {
  const p = parts(date);
  return `${p.yyyy}/${p.MMM}/${p.dd} - ${p.kk}:${p.mm}:${p.ss}`;
}

/** EDAO history: yyyy/MM/dd-kk:mm:ss, e.g. 2026/11/23-14:05:09. */
export function formatEdaoHistoryDate(date: Date): string {
  const p = parts(date);
  return `${p.yyyy}/${p.MM}/${p.dd}-${p.kk}:${p.mm}:${p.ss}`;
}

/** Total history pages: the ceiling of total rows over the page size, at least 1 (spec, section 4). */
export const historyPageCount = (totalRows: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalRows / pageSize));
