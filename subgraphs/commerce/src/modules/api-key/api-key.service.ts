import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ApiKeyAuthentication,
  type ApiKeyScope,
  addressMatcher,
  badInput,
  isApiKeyScope,
  lastFourOf,
  newApiKey,
  notFound,
  parseAddressList,
  withConnection,
} from '@shop/server-kit';
import { SCHEMA } from '../../mikro-orm.config';
import { UserEntity } from '../user/user.entity';
import { apiKeyHasher } from './api-key-pepper';
import { ApiKeyEntity } from './api-key.entity';

export const DEFAULT_OVERLAP_HOURS = 24;
export const MAX_OVERLAP_HOURS = 24 * 7;
export const MAX_KEYS_PER_USER = 25;
export const MAX_ALLOWED_ADDRESSES = 20;
export const MAX_KEY_LIMIT = 100_000;
/** 'Last used' is written at most once a minute per key: a busy key costs one UPDATE a minute, not one a request. */
export const LAST_USED_GRANULARITY_SECONDS = 60;
export const API_KEY_NOT_FOUND = 'API key not found.';

export interface NewApiKeyInput {
  name: string;
  scopes: string[];
  expiresAt?: Date | null;
  allowedAddresses?: string[] | null;
}

/** Who asks: the owner (only their own keys; another's is NOT_FOUND) or an admin (any key). */
export type KeyScope = { ownerId: number } | { admin: true };

interface AuthRow {
  id: number;
  user_id: number;
  scopes: string[];
  allowed_addresses: string[];
  requests_per_minute: number | null;
  orders_per_minute: number | null;
  needs_touch: boolean;
}

const ROLL = `update "${SCHEMA}"."api_key" set previous_hash = key_hash,
  previous_expires_at = now() + make_interval(hours => $3), key_hash = $2, last_four = $4 where id = $1`;

/** Checked by test/sql-columns.test.ts. */
export const API_KEY_SQL = {
  /** The key by its HMAC (or a rolled key's, during its overlap), of an Active user, not expired. */
  authenticate: `select k.id, k.user_id, k.scopes, k.allowed_addresses, k.requests_per_minute, k.orders_per_minute,
    (k.last_used_at is null or k.last_used_at < now() - make_interval(secs => ${LAST_USED_GRANULARITY_SECONDS})) as needs_touch
    from "${SCHEMA}"."api_key" k join "${SCHEMA}"."user" u on u.id = k.user_id
    where (k.key_hash = $1 or (k.previous_hash = $1 and k.previous_expires_at > now()))
      and (k.expires_at is null or k.expires_at > now()) and u.status = 'Active'`,
  /** 'Last used', at most once a minute: two replicas at once write it once. */
  touch: `update "${SCHEMA}"."api_key" set last_used_at = now() where id = $1
    and (last_used_at is null or last_used_at < now() - make_interval(secs => ${LAST_USED_GRANULARITY_SECONDS}))`,
  /** The new key's HMAC in place, the old one kept for the overlap; the owner's keys only, or any (an admin). */
  rollOwn: `${ROLL} and user_id = $5 returning id`,
  rollAny: `${ROLL} returning id`,
} as const;

/**
 * API keys (issue 37, docs/decisions/0069-api-keys.md): created, listed, rolled and revoked for
 * their owner or by an admin, and checked for the gateway. A key is shown once; commerce keeps its
 * HMAC with the server pepper and its last four characters.
 */
export class ApiKeyService {
  private readonly hash = apiKeyHasher();

  constructor(private readonly em: EntityManager) {}

  list(filter: { userId?: number | null }): Promise<ApiKeyEntity[]> {
    const where = filter.userId ? { user: filter.userId } : {};
    return this.em.find(ApiKeyEntity, where, { orderBy: { id: 'asc' }, limit: 1000 });
  }

  async create(userId: number, input: NewApiKeyInput): Promise<{ id: number; key: string }> {
    const fields = checkedInput(input);
    const user = await this.em.findOne(UserEntity, { id: userId }, { fields: ['id'] });
    if (!user) throw notFound('User not found.');
    if ((await this.em.count(ApiKeyEntity, { user: userId })) >= MAX_KEYS_PER_USER)
      throw badInput(`An account holds at most ${MAX_KEYS_PER_USER} API keys: revoke one first.`);
    const key = newApiKey();
    const row = this.em.create(ApiKeyEntity, {
      user: this.em.getReference(UserEntity, userId),
      ...fields,
      keyHash: this.hash(key),
      lastFour: lastFourOf(key),
    });
    await this.em.flush();
    return { id: row.id, key };
  }

  /**
   * A new key for the same entry; the old one keeps working for `overlapHours` (default 24, 0 ends
   * it now). A key rolled twice within an overlap: only the newest previous key stays valid.
   */
  async roll(id: number, scope: KeyScope, overlapHours: number | null | undefined): Promise<{ key: string }> {
    const hours = overlapHours ?? DEFAULT_OVERLAP_HOURS;
    if (!Number.isInteger(hours) || hours < 0 || hours > MAX_OVERLAP_HOURS)
      throw badInput(`overlapHours must be a whole number of hours from 0 to ${MAX_OVERLAP_HOURS}.`, {
        field: 'overlapHours',
      });
    const key = newApiKey();
    const values = [id, this.hash(key), hours, lastFourOf(key)];
    const rolled = await withConnection(this.em, (sql) =>
      'ownerId' in scope
        ? sql<{ id: number }>(API_KEY_SQL.rollOwn, [...values, scope.ownerId])
        : sql<{ id: number }>(API_KEY_SQL.rollAny, values),
    );
    if (!rolled.length) throw notFound(API_KEY_NOT_FOUND);
    return { key };
  }

  /** Revokes at once: the row is gone, so the next request with the key, on any replica, is refused. */
  async revoke(id: number, scope: KeyScope): Promise<void> {
    const where = 'ownerId' in scope ? { id, user: scope.ownerId } : { id };
    if (!(await this.em.nativeDelete(ApiKeyEntity, where))) throw notFound(API_KEY_NOT_FOUND);
  }

  /** Admins only; stored now, enforced by a later slice of issue 37 (docs/api.md). */
  async setLimits(
    id: number,
    limits: { requestsPerMinute?: number | null; ordersPerMinute?: number | null },
  ): Promise<ApiKeyEntity> {
    for (const [field, value] of Object.entries(limits))
      if (value !== null && value !== undefined && (!Number.isInteger(value) || value < 1 || value > MAX_KEY_LIMIT))
        throw badInput(`${field} must be a whole number from 1 to ${MAX_KEY_LIMIT}, or null for the shop's default.`, {
          field,
        });
    const row = await this.em.findOne(ApiKeyEntity, { id });
    if (!row) throw notFound(API_KEY_NOT_FOUND);
    row.requestsPerMinute = limits.requestsPerMinute ?? null;
    row.ordersPerMinute = limits.ordersPerMinute ?? null;
    await this.em.flush();
    return row;
  }

  /**
   * The gateway's question: whose key is this, with what scopes, and may it be used from `address`?
   * The gateway checked the checksum already; an unknown, expired, revoked or rolled-past-overlap
   * key is `unknown` alike (the caller learns nothing about which).
   */
  async authenticate(key: string, address: string | undefined): Promise<ApiKeyAuthentication> {
    return withConnection(this.em, async (sql) => {
      const [row] = await sql<AuthRow>(API_KEY_SQL.authenticate, [this.hash(key)]);
      if (!row) return { ok: false, reason: 'unknown' } as const;
      if (row.allowed_addresses.length && !addressMatcher(row.allowed_addresses)(address))
        return { ok: false, reason: 'address' } as const;
      if (row.needs_touch) await sql(API_KEY_SQL.touch, [row.id]);
      return {
        ok: true,
        keyId: row.id,
        userId: row.user_id,
        scopes: row.scopes.filter(isApiKeyScope),
        requestsPerMinute: row.requests_per_minute,
        ordersPerMinute: row.orders_per_minute,
      };
    });
  }
}

function checkedInput(input: NewApiKeyInput): {
  name: string;
  scopes: ApiKeyScope[];
  expiresAt: Date | null;
  allowedAddresses: string[];
} {
  const name = input.name.trim();
  if (!name || name.length > 64) throw badInput('Give the key a name of 1 to 64 characters.', { field: 'name' });
  const unknown = input.scopes.find((scope) => !isApiKeyScope(scope));
  if (unknown !== undefined) throw badInput(unknownScopeMessage(unknown), { field: 'scopes' });
  const scopes = [...new Set(input.scopes)].filter(isApiKeyScope);
  if (!scopes.length) throw badInput('Give the key at least one scope.', { field: 'scopes' });
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= Date.now()))
    throw badInput('expiresAt must be a date in the future.', { field: 'expiresAt' });
  const allowedAddresses = input.allowedAddresses ?? [];
  if (allowedAddresses.length > MAX_ALLOWED_ADDRESSES)
    throw badInput(`Give at most ${MAX_ALLOWED_ADDRESSES} allowed addresses.`, { field: 'allowedAddresses' });
  for (const entry of allowedAddresses) {
    // One address or range per entry: parseAddressList reads a comma-separated list.
    const problem = entry.includes(',') ? `'${entry}' holds a comma` : addressProblem(entry);
    if (problem) throw badInput(`allowedAddresses: ${problem}.`, { field: 'allowedAddresses' });
  }
  return { name, scopes, expiresAt, allowedAddresses: allowedAddresses.map((entry) => entry.trim()) };
}

function addressProblem(entry: string): string | null {
  try {
    parseAddressList(entry);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

export const unknownScopeMessage = (scope: string) =>
  `Unknown scope '${scope.slice(0, 40)}': use products:read, orders:write, orders:read, credentials:read, wallet:read or webhooks:write.`;
