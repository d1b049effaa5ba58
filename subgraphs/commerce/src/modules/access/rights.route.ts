import type { EntityManager } from '@mikro-orm/postgresql';
import { IDENTITY_HEADER, RIGHTS_PATH, type UserRights, verifyIdentity, withConnection } from '@shop/server-kit';
import { type Express } from 'express';
import { SCHEMA } from '../../mikro-orm.config';

interface RightsRow {
  is_admin: boolean;
  status: string;
  rights_version: number;
  sessions_from: number;
  second_factor: boolean;
}

/** Checked by test/sql-columns.test.ts. */
export const RIGHTS_SQL = `select is_admin, status, rights_version, sessions_from, (totp_confirmed_at is not null or passkey_count > 0) as second_factor from "${SCHEMA}"."user" where id = $1`;

/**
 * `GET /rights`: the rights of the user named in the gateway's identity token, read now (one row
 * by primary key). Only the gateway signs tokens with a user, so only the gateway gets an answer;
 * a service token or none is a 401, a user that no longer exists a 404.
 */
export function mountRightsRoute(app: Express, em: () => EntityManager): void {
  app.get(RIGHTS_PATH, async (req, res) => {
    const identity = verifyIdentity(req.header(IDENTITY_HEADER), 'commerce');
    if (!identity || identity.service || identity.userId === null) {
      res.status(401).json({ message: 'Missing or invalid identity token' });
      return;
    }
    const userId = identity.userId;
    try {
      const [row] = await withConnection(em(), (sql) => sql<RightsRow>(RIGHTS_SQL, [userId]));
      if (!row) {
        res.status(404).json({ message: 'No such user' });
        return;
      }
      const rights: UserRights = {
        userId,
        isAdmin: row.is_admin,
        active: row.status === 'Active',
        version: Number(row.rights_version),
        sessionsFrom: Number(row.sessions_from),
        secondFactor: row.second_factor === true,
      };
      res.json(rights);
    } catch {
      res.status(503).json({ message: 'Rights could not be read' });
    }
  });
}
