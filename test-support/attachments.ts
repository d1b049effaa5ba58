import { Client } from 'pg';
import { identityHeaders } from './identity';

/** The attachment bytes support's default store holds (support.attachment_chunk), by storage key, read as the database owner. */
export async function storedAttachments(databaseUrl: string): Promise<Map<string, Buffer>> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const present = await db.query<{ table: string | null }>(
      `select to_regclass('support.attachment_chunk')::text as table`,
    );
    if (!present.rows[0].table) return new Map();
    const { rows } = await db.query<{ storage_key: string; data: Buffer }>(
      `select storage_key, data from support.attachment_chunk order by storage_key, seq`,
    );
    const files = new Map<string, Buffer>();
    for (const row of rows)
      files.set(row.storage_key, Buffer.concat([files.get(row.storage_key) ?? Buffer.alloc(0), row.data]));
    return files;
  } finally {
    await db.end();
  }
}

/** A multipart form of `fields` and, optionally, one file in the field `attachment` (what a browser's form sends). */
export function fileForm(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append(
      'attachment',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return form;
}

/**
 * Streams a file to a support process's `POST /files/staged` as the gateway does, for `userId`;
 * the staged file's id (for an operation's `attachment: { fileId }`) or support's refusal.
 */
export async function stageFile(
  supportUrl: string,
  identity: { userId: number; isAdmin?: boolean },
  fileName: string,
  content: Buffer,
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${supportUrl.replace(/\/graphql$/, '')}/files/staged`, {
    method: 'POST',
    headers: {
      ...identityHeaders('support', identity),
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(fileName),
    },
    body: content,
  });
  return { status: response.status, body: await response.json() };
}
