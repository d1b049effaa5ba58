/** A credential line in the documented old format, unique per call (per process). */
let lineCounter = 0;
export function accountLine(server = 'EUW'): string {
  lineCounter += 1;
  const user = `buyer${process.pid}x${lineCounter}`;
  return [
    server,
    user,
    `Pw-${lineCounter}-secret`,
    35000,
    1200,
    `${user}@mail.test`,
    `${user}Nick`,
    '2000-01-01',
    '2025-01-01',
    '2026-10-30',
    'Turkey',
    'EPIC Arcade Sona, RARE Safari Caitlyn',
  ].join(' : ');
}
