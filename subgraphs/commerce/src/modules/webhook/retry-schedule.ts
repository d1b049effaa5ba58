/** When each attempt is due, counted from the event: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
export const RETRY_OFFSETS_S = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 50_400, 72_000, 86_400] as const;

/**
 * When attempt `attempts + 1` is due, for a delivery created at `createdAt`; null when all ten were
 * made. Jitter: up to ±10 % of the gap since the previous step (so many endpoints retried together
 * spread out). `scale` multiplies the whole schedule (WEBHOOK_RETRY_SCALE; 0 makes every retry due at once).
 */
export function nextAttemptAt(
  createdAt: Date,
  attempts: number,
  scale: number,
  now = new Date(),
  random: () => number = Math.random,
): Date | null {
  if (attempts >= RETRY_OFFSETS_S.length) return null;
  const offset = RETRY_OFFSETS_S[attempts];
  const gap = offset - RETRY_OFFSETS_S[Math.max(0, attempts - 1)];
  const jitter = (random() * 0.2 - 0.1) * gap;
  const due = createdAt.getTime() + (offset + jitter) * 1000 * scale;
  return new Date(Math.max(due, now.getTime()));
}
