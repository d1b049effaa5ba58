import { filetypeinfo } from 'magic-bytes.js';
import { MACRO_EXTENSIONS, oleHasMacros, pdfHasJavaScript } from './active-content';
import { wordPackageVerdict } from './word-package';

/**
 * The attachment rules of the spec (one file, 5 MB, .jpg .jpeg .png .pdf .doc .docx .txt),
 * checked by content as well as by name. The content is identified by `magic-bytes.js` (a
 * maintained signature database that works from CommonJS; `file-type` is ESM-only, which jest's
 * CommonJS runtime cannot load); a .docx must be a Word package that does not expand beyond a
 * bound (word-package.ts), and a .txt must be UTF-8 without NUL bytes. A program's signature is
 * refused under any name, and so is content that runs when opened (active-content.ts): Office
 * macros (a VBA project in a .docx or a .doc, macro-enabled names) and PDF JavaScript.
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

export type AttachmentCheck = { ok: true; fileName: string; mimeType: string } | { ok: false; message: string };

/** The base name only, without control or path characters, at most 100 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must lose
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

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

/** Signature names (lower case) of programs: refused whatever the file is called. */
const EXECUTABLES = new Set(['exe', 'elf', 'mach-o', 'dex', 'dey', 'class', 'wasm', 'lnk', 'msi', 'cab', 'sh', 'bat']);

/** True when the content is the named type; a string is a refusal of its own (a Word package with macros). */
const CONTENT_MATCHES: Record<
  string,
  (types: Set<string>, content: Buffer) => boolean | string | Promise<boolean | string>
> = {
  '.jpg': (types) => types.has('jpg'),
  '.jpeg': (types) => types.has('jpg'),
  '.png': (types) => types.has('png'),
  '.pdf': (types) => types.has('pdf'),
  '.doc': (types) => types.has('doc'),
  // Every zip is a docx candidate by signature: the package itself decides (one with macros is refused as such).
  '.docx': async (types, content) => {
    if (!types.has('docx')) return false;
    const verdict = await wordPackageVerdict(content);
    return verdict === 'macros' ? MACROS_REFUSED : verdict === 'word';
  },
  // Text may happen to start like a signature ("BMW ..." reads as a bitmap): UTF-8 without NUL bytes decides.
  '.txt': (_types, content) => isUtf8Text(content),
};

export const MACROS_REFUSED =
  'Office files with macros are not accepted. Save the document without macros (.docx) or as a PDF.';
export const PDF_SCRIPT_REFUSED =
  'PDF files with JavaScript are not accepted. Print the document to a new PDF, or send a screenshot.';

/** The refusal for content that would run when staff open the file, or null (a .docx: CONTENT_MATCHES). */
function activeContent(extension: string, content: Buffer): string | null {
  if (extension === '.doc') return oleHasMacros(content) ? MACROS_REFUSED : null;
  if (extension === '.pdf') return pdfHasJavaScript(content) ? PDF_SCRIPT_REFUSED : null;
  return null;
}

/** Decides whether a file may be attached; the refusal message is shown to the user. */
export async function checkAttachment(rawName: string, content: Buffer): Promise<AttachmentCheck> {
  if (content.length === 0) return { ok: false, message: 'The file is empty.' };
  if (content.length > MAX_ATTACHMENT_BYTES) return { ok: false, message: 'The file must be smaller than 5 MB.' };
  const fileName = safeFileName(rawName);
  const extension = extensionOf(fileName);
  if (MACRO_EXTENSIONS.has(extension)) return { ok: false, message: MACROS_REFUSED };
  if (!MIME_BY_EXTENSION[extension]) {
    return { ok: false, message: `This file type is not allowed. Allowed types: ${ALLOWED_EXTENSIONS.join(', ')}.` };
  }
  const types = new Set(filetypeinfo(content).map((type) => type.typename.toLowerCase()));
  const executable = [...types].some((type) => EXECUTABLES.has(type));
  if (executable) return { ok: false, message: `The file's content is not a valid ${extension} file.` };
  const active = activeContent(extension, content);
  if (active) return { ok: false, message: active };
  const matches = await CONTENT_MATCHES[extension](types, content);
  if (typeof matches === 'string') return { ok: false, message: matches };
  if (!matches) return { ok: false, message: `The file's content is not a valid ${extension} file.` };
  return { ok: true, fileName, mimeType: MIME_BY_EXTENSION[extension] };
}
