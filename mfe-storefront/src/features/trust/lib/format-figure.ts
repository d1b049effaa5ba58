import * as messages from '../../../messages';

const { units } = messages.trust;

/**
 * Whole seconds as the two largest units that are not zero: 0 s, 45 s, 10 min, 2 h 5 min, 1 d 1 h.
 * Rounds nothing: the subgraph sent whole seconds, and a unit below the two shown is left out.
 */
export function formatDuration(totalSeconds: number): string {
  const parts: Array<[number, string]> = [
    [Math.floor(totalSeconds / 86_400), units.day],
    [Math.floor((totalSeconds % 86_400) / 3600), units.hour],
    [Math.floor((totalSeconds % 3600) / 60), units.minute],
    [totalSeconds % 60, units.second],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  if (first === -1) return `0 ${units.second}`;
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(' ');
}

/** A share the subgraph rounded to one decimal ("97.5"), as a percentage. */
export const formatPercent = (value: string) => `${value}%`;
