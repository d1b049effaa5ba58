import { tracedFetch } from '@shop/ui';
export interface AuditEntry {
  id: number;
  at: string;
  userId: number | null;
  action: string;
  target: string;
  details: string;
  ip: string;
  outcome: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** `GET /api/admin/audit` (the gateway's audit log, admin only), newest first. */
export async function fetchAudit(limit: number, offset: number, signal?: AbortSignal): Promise<AuditPage> {
  const response = await tracedFetch(`/api/admin/audit?limit=${limit}&offset=${offset}`, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  const body = (await response.json().catch(() => null)) as (AuditPage & { message?: string }) | null;
  if (!response.ok) {
    const error = new Error(body?.message || `${response.status}`) as Error & { status?: number };
    error.status = response.status;
    throw error;
  }
  return { entries: body?.entries ?? [], total: body?.total ?? 0 };
}
