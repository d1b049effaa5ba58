/**
 * The public recent-purchase feed shows buyers partly masked ("ab***"): enough to feel real,
 * not enough to find the person. Names of one or two characters keep only their first one.
 */
export function maskUsername(username: string): string {
  const chars = [...username.trim()];
  if (chars.length === 0) return '***';
  const kept = chars.length > 2 ? 2 : 1;
  return `${chars.slice(0, kept).join('')}***`;
}
