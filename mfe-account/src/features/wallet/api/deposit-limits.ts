import { tracedFetch } from '@shop/ui';
/**
 * What one account may deposit, read before the customer submits: `GET /api/wallet/deposit-limits`
 * (commerce's amounts and the gateway's count of deposits per window; REST because that count
 * belongs to the gateway, which has no GraphQL field of its own).
 */
export interface DepositLimits {
  /** Largest single deposit, decimal USD. */
  perDeposit: string;
  /** Most over any 24 hours, decimal USD; null when there is no limit. */
  per24Hours: string | null;
  /** Deposits allowed per window; null when the shop runs without throttles. */
  depositsPerWindow: { count: number; windowSeconds: number } | null;
}

export const DEPOSIT_LIMITS_URL = '/api/wallet/deposit-limits';

const isAmount = (value: unknown): value is string => typeof value === 'string' && /^\d+\.\d{2}$/.test(value);

export async function fetchDepositLimits(signal?: AbortSignal): Promise<DepositLimits> {
  const response = await tracedFetch(DEPOSIT_LIMITS_URL, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  const body = (await response.json().catch(() => null)) as (Partial<DepositLimits> & { message?: string }) | null;
  if (!response.ok) throw new Error(body?.message || `HTTP ${response.status}`);
  const window = body?.depositsPerWindow;
  if (
    !body ||
    !isAmount(body.perDeposit) ||
    (body.per24Hours !== null && !isAmount(body.per24Hours)) ||
    (window !== null && !(Number.isSafeInteger(window?.count) && Number.isSafeInteger(window?.windowSeconds)))
  ) {
    throw new Error('Unexpected answer');
  }
  return { perDeposit: body.perDeposit, per24Hours: body.per24Hours ?? null, depositsPerWindow: window ?? null };
}
