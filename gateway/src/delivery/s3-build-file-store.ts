import type { PoolClient } from 'pg';
import { sha256Hex, signV4, type SigV4Credentials } from '@shop/server-kit';
import type { BuildFileStore } from './build-file-store';

export interface S3BuildStoreConfig {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigV4Credentials;
  /** Object key prefix inside the bucket (default `builds/`). */
  prefix: string;
}

const KEY = /^[0-9a-f]{64}$/;

/**
 * Build files as objects of an S3-compatible bucket, named by their sha256 (path-style URLs, as
 * the attachments' S3 store). An object is never rewritten with other bytes: its name is its
 * content. S3 writes are outside the publish's transaction; a publish that fails after a put
 * leaves an object no build names, harmless and removed with the next removal that lists it.
 */
export class S3BuildFileStore implements BuildFileStore {
  constructor(private readonly config: S3BuildStoreConfig) {}

  async put(_client: PoolClient, sha256: string, bytes: Buffer): Promise<void> {
    const response = await this.send('PUT', sha256, bytes);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`S3 PUT of a build file failed with ${response.status}`);
  }

  async get(sha256: string): Promise<Buffer | null> {
    const response = await this.send('GET', sha256);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new Error(`S3 GET of a build file failed with ${response.status}`);
    }
    return Buffer.from(await response.arrayBuffer());
  }

  async deleteUnused(client: PoolClient, keys: string[]): Promise<number> {
    if (!keys.length) return 0;
    const unused = await client.query<{ sha256: string }>(
      `select distinct key as sha256 from unnest($1::text[]) key where not exists (
         select 1 from gateway.delivery_build build, jsonb_array_elements(build.files) file
          where build.removed_at is null and file->>'sha256' = key)`,
      [keys],
    );
    for (const { sha256 } of unused.rows) {
      const response = await this.send('DELETE', sha256);
      await response.arrayBuffer();
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE failed with ${response.status}`);
    }
    return unused.rows.length;
  }

  private send(method: string, sha256: string, body?: Buffer): Promise<Response> {
    if (!KEY.test(sha256)) throw new Error('invalid build file key');
    const base = this.config.endpoint.replace(/\/+$/, '');
    const url = new URL(`${base}/${encodeURIComponent(this.config.bucket)}/${this.config.prefix}${sha256}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4(
      {
        method,
        url,
        headers: {
          'x-amz-content-sha256': payloadHash,
          ...(body ? { 'content-type': 'application/octet-stream' } : {}),
        },
        payloadHash,
        region: this.config.region,
        service: 's3',
      },
      this.config.credentials,
    );
    delete headers.host; // fetch sets host and content-length itself
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      // Never follow a redirect (a signed request must not be replayed elsewhere): a 3xx is not ok, so it fails.
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
  }
}
