import type { PoolClient } from 'pg';
import { S3Client, s3Failure, type S3ClientConfig } from '@shop/server-kit';
import type { BuildFileStore } from './build-file-store';

export interface S3BuildStoreConfig extends S3ClientConfig {
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
  private readonly s3: S3Client;

  constructor(private readonly config: S3BuildStoreConfig) {
    // The client refuses an http:// endpoint in production, as config.ts does for the environment.
    this.s3 = new S3Client(config, 'build files');
  }

  async put(_client: PoolClient, sha256: string, bytes: Buffer): Promise<void> {
    const response = await this.send('PUT', sha256, bytes);
    await response.arrayBuffer();
    if (!response.ok) throw s3Failure('PUT', response.status, 'a build file');
  }

  async get(sha256: string): Promise<Buffer | null> {
    const response = await this.send('GET', sha256);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw s3Failure('GET', response.status, 'a build file');
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
      if (!response.ok && response.status !== 404) throw s3Failure('DELETE', response.status, 'a build file');
    }
    return unused.rows.length;
  }

  private send(method: 'GET' | 'PUT' | 'DELETE', sha256: string, body?: Buffer): Promise<Response> {
    if (!KEY.test(sha256)) throw new Error('invalid build file key');
    return this.s3.request(method, `${this.config.prefix}${sha256}`, body);
  }
}
