/**
 * The attachment rules of the spec (one file, 5 MB, .jpg .jpeg .png .pdf .doc .docx .txt),
 * checked by content as well as by name. The checks are the few magic numbers the spec's types
 * need, so no general sniffer is pulled in (the maintained one, file-type, is ESM-only).
 */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

const MIME_BY_EXTENSION: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
};
export const ALLOWED_EXTENSIONS = Object.keys(MIME_BY_EXTENSION);

export type AttachmentCheck =
  | { ok: true; fileName: string; mimeType: string }
  | { ok: false; message: string };

/** The base name only, without control or path characters, at most 100 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f"<>:|?*;%]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot).slice(0, 10) : '';
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 100 - extension.length);
  return `${stem || 'attachment'}${extension}`;
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot).toLowerCase() : '';
}

function startsWith(content: Buffer, bytes: number[]): boolean {
  return content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte);
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

const CONTENT_MATCHES: Record<string, (content: Buffer) => boolean> = {
  '.jpg': (c) => startsWith(c, [0xff, 0xd8, 0xff]),
  '.jpeg': (c) => startsWith(c, [0xff, 0xd8, 0xff]),
  '.png': (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  '.pdf': (c) => startsWith(c, [0x25, 0x50, 0x44, 0x46, 0x2d]),
  '.doc': (c) => startsWith(c, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  // A .docx is a zip whose entries include the word/ part.
  '.docx': (c) => startsWith(c, [0x50, 0x4b, 0x03, 0x04]) && c.includes('word/'),
  '.txt': isUtf8Text,
};

/** Decides whether a file may be attached; the refusal message is shown to the user. */
export function checkAttachment(rawName: string, content: Buffer): AttachmentCheck {
  if (content.length === 0) return { ok: false, message: 'The file is empty.' };
  if (content.length > MAX_ATTACHMENT_BYTES) return { ok: false, message: 'The file must be smaller than 5 MB.' };
  const fileName = safeFileName(rawName);
  const extension = extensionOf(fileName);
  if (!MIME_BY_EXTENSION[extension]) {
    return { ok: false, message: `This file type is not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}.` };
  }
  const executable = startsWith(content, [0x4d, 0x5a]) || startsWith(content, [0x7f, 0x45, 0x4c, 0x46]);
  if (executable || !CONTENT_MATCHES[extension](content)) {
    return { ok: false, message: `The file's content is not a valid ${extension} file.` };
  }
  return { ok: true, fileName, mimeType: MIME_BY_EXTENSION[extension] };
}
