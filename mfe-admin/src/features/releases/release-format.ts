/** How the Releases tab writes ids, ages and sizes (Turkish locale, as the panel's dates). */

/** A buildId's first 8 hex digits: enough to tell the kept builds apart on screen. */
export const shortBuild = (buildId: string) => buildId.slice(0, 8);

export const shortCommit = (commit: string | null) => (commit ? commit.slice(0, 7) : null);

const relative = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 saat önce": how long ago `iso` was, from `now`. */
export function ago(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return relative.format(Math.round(value), 'year');
}

const kilobytes = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });
export const formatSize = (bytes: number) => `${kilobytes.format(bytes / 1024)} KB`;
