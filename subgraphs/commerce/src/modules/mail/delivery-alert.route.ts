import type { EntityManager } from '@mikro-orm/postgresql';
import {
  DELIVERY_ALERT_LIMITS,
  DELIVERY_ALERT_PATH,
  IDENTITY_HEADER,
  log,
  verifyIdentity,
  type DeliveryAlert,
} from '@shop/server-kit';
import express, { type Express } from 'express';
import { UserEntity } from '../user/user.entity';
import { EmailOutboxEntity } from './email-outbox.entity';

const REMOTE = /^[a-z][a-z0-9-]{0,31}$/;
const BUILD = /^[A-Za-z0-9._-]{1,64}$/;
const ADDRESS = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{1,60}$/;

/** The body as sent by the gateway, or null when any field is out of shape. */
function alertOf(body: unknown): DeliveryAlert | null {
  const { remote, buildId, summary, teamAddresses } = (body ?? {}) as Record<string, unknown>;
  if (typeof remote !== 'string' || !REMOTE.test(remote)) return null;
  if (typeof buildId !== 'string' || !BUILD.test(buildId)) return null;
  if (typeof summary !== 'string' || !summary || summary.length > DELIVERY_ALERT_LIMITS.summary) return null;
  const team = teamAddresses ?? [];
  if (!Array.isArray(team) || team.length > DELIVERY_ALERT_LIMITS.teamAddresses) return null;
  if (!team.every((address) => typeof address === 'string' && ADDRESS.test(address))) return null;
  return { remote, buildId, summary, teamAddresses: team as string[] };
}

/**
 * `POST /delivery/alerts { remote, buildId, summary, teamAddresses }`: the gateway's canary guard
 * stopped a canary; every active admin and the remote's team are e-mailed through the outbox, in
 * one transaction. Answered only to the gateway's identity token (a service token or none is a
 * 401), as the API key check.
 */
export function mountDeliveryAlertRoute(app: Express, em: () => EntityManager): void {
  app.post(DELIVERY_ALERT_PATH, express.json({ limit: '8kb' }), async (req, res) => {
    const identity = verifyIdentity(req.header(IDENTITY_HEADER), 'commerce');
    if (!identity || identity.service) {
      res.status(401).json({ message: 'Missing or invalid identity token' });
      return;
    }
    const alert = alertOf(req.body);
    if (!alert) {
      res
        .status(400)
        .json({ message: 'remote, buildId, summary and teamAddresses (up to 10 addresses) are required.' });
      return;
    }
    try {
      const queued = await em().transactional(async (tx) => {
        const admins = await tx.find(UserEntity, { isAdmin: true, status: 'Active' }, { fields: ['email'] });
        const to = [
          ...new Set([...admins.map((admin) => admin.email), ...alert.teamAddresses].map((a) => a.toLowerCase())),
        ];
        const subject = `Canary stopped: ${alert.remote} build ${alert.buildId}`.slice(0, 200);
        const body = [
          `The canary of ${alert.remote} (build ${alert.buildId}) was stopped by its failures and now serves no one.`,
          '',
          alert.summary,
          '',
          'Its shoppers have the active build again. The Releases board of the admin panel shows the failures per build;',
          'the audit records canary.auto-abort with the figures.',
          '',
        ].join('\n');
        for (const address of to) tx.create(EmailOutboxEntity, { toAddress: address, subject, body });
        return to.length;
      });
      res.status(202).json({ queued });
    } catch (error) {
      log('commerce', 'error', 'could not queue the delivery alert', { error: String(error) });
      res.status(503).json({ message: 'The alert could not be queued' });
    }
  });
}
