import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(message: MailMessage, fileStem: string): Promise<void>;
  /** After a successful send: a stored copy (the `.eml` file) keeps only this text. */
  redact(message: MailMessage, fileStem: string): Promise<void>;
  close(): void;
}

/**
 * `SMTP_URL` sends through a real server; without it every message becomes an `.eml` file under
 * the mail folder, readable by any mail client (the default for one-machine installs and tests).
 * Once sent, a file is rewritten without the account details (`redact`).
 */
export function createMailTransport(options: { smtpUrl?: string; mailDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(message);
      },
      async redact() {
        // Nothing is kept here; the server's copy is the recipient's.
      },
      close: () => smtp.close(),
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const write = async (message: MailMessage, fileStem: string) => {
    const info = await files.sendMail(message);
    await mkdir(options.mailDir, { recursive: true });
    await writeFile(path.join(options.mailDir, `${fileStem}.eml`), info.message as Buffer, { mode: 0o600 });
  };
  return {
    send: write,
    redact: write,
    close: () => files.close(),
  };
}
