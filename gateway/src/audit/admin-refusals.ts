import type { Request } from 'express';
import { log } from '@shop/server-kit';
import type { AdminRefusalRecorder } from '../rest/admin-gate';
import type { AuditLog } from './audit-log';

/**
 * What an admin route refused: a signed-in user who is not an admin (a customer probing, or an
 * admin demoted meanwhile) is written to the audit log as `refused <METHOD> <path>`; a guest only
 * to the process log, at info (anonymous noise that must not fill the audit table).
 */
export function adminRefusalRecorder(audit: AuditLog): AdminRefusalRecorder {
  return (req: Request, status) => {
    const route = `${req.method} ${req.originalUrl.split('?')[0].slice(0, 200)}`;
    const ip = req.ip ?? req.socket.remoteAddress ?? '';
    if (status === 401) {
      log('gateway', 'info', 'admin route refused to a guest', { route, ip });
      return;
    }
    audit
      .record([{ userId: req.session.userId ?? null, action: `refused ${route}`, target: '', ip, outcome: 'refused' }])
      .catch((error: unknown) => log('gateway', 'error', 'audit log write failed', { route, error: String(error) }));
  };
}
