/** A warranty claim's badge colour by status (the badge and the orders list's first paint). */
export const CLAIM_COLOURS: Record<string, string> = {
  submitted: '#3b82f6',
  replaced: '#22c55e',
  credited: '#22c55e',
  refused: '#ef4444',
  waiting_stock: '#f59e0b',
  closed: '#6b7280',
};
