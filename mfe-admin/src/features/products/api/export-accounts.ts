import { tracedFetch } from '@shop/ui';
/** A refused export; `codeRequired` when the account has an authenticator app and a password was sent (not for a passkey alone). */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly codeRequired: boolean,
  ) {
    super(message);
  }
}

/**
 * GET /api/admin/products/export-accounts with the admin's password in X-Admin-Password, or the
 * authenticator code in X-Admin-Code (the gateway re-authenticates first), or neither for a session
 * re-authenticated a moment ago (a passkey), saved under the server's file name or
 * accounts-{timestamp}.txt. A plain download, not GraphQL: the answer is a text/plain attachment.
 */
export async function downloadAccountExport(
  secret: string,
  kind: 'password' | 'code' | 'session' = 'password',
): Promise<void> {
  const proof = kind === 'session' ? {} : { [kind === 'code' ? 'x-admin-code' : 'x-admin-password']: secret };
  const response = await tracedFetch('/api/admin/products/export-accounts', {
    credentials: 'include',
    headers: { accept: 'text/plain', ...proof },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      secondFactorRequired?: boolean;
      methods?: string[];
    } | null;
    throw new ExportError(
      body?.message || `${response.status} ${response.statusText}`,
      body?.secondFactorRequired === true && (body.methods?.includes('totp') ?? true),
    );
  }
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `accounts-${Date.now()}.txt`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
