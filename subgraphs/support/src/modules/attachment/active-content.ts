import zlib from 'node:zlib';

/**
 * Content that runs when a file is opened: macros in Office files and JavaScript in PDFs. Ticket and
 * claim files are opened by staff on their own machines, so they are refused like programs.
 */

/** Macro-enabled Office names: refused with their own message rather than "type not allowed". */
export const MACRO_EXTENSIONS = new Set(['.docm', '.dotm', '.xlsm', '.xltm', '.xlam', '.pptm', '.potm', '.ppsm']);

const utf16 = (text: string) => Buffer.from(text, 'utf16le');

/**
 * A legacy OLE file (.doc, .xls) carries its macros in a `_VBA_PROJECT` stream (Word under a
 * `Macros` storage, Excel under `_VBA_PROJECT_CUR`). Directory entries hold UTF-16 names padded to
 * 64 bytes followed by the name's length; the `Macros` storage is matched as a whole entry (name,
 * padding, length 14, type storage) so a document whose text says "Macros" is not refused.
 */
const VBA_PROJECT = utf16('_VBA_PROJECT');
const MACROS_STORAGE = Buffer.concat([utf16('Macros'), Buffer.alloc(64 - 12), Buffer.from([14, 0, 1])]);

export function oleHasMacros(content: Buffer): boolean {
  return content.includes(VBA_PROJECT) || content.includes(MACROS_STORAGE);
}

/** A PDF name (`/JavaScript`) with its `#xx` escapes decoded, as a reader decodes it. */
function decodedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g))
    names.push(match[1].replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  return names;
}

const SCRIPT_NAMES = new Set(['JS', 'JavaScript']);

/** What the inflated streams of one PDF may add up to (a 5 MB file; a bomb stops here). */
const MAX_INFLATED_PDF_BYTES = 50 * 1024 * 1024;

/** The bytes of each `stream ... endstream` that inflates (object streams can hide a /JS dictionary). */
function* inflatedStreams(content: Buffer): Generator<Buffer> {
  let budget = MAX_INFLATED_PDF_BYTES;
  let from = 0;
  for (;;) {
    const start = content.indexOf('stream', from, 'latin1');
    if (start < 0) return;
    const end = content.indexOf('endstream', start + 6, 'latin1');
    if (end < 0) return;
    from = end + 9;
    // `endstream` itself contains `stream`: skip it.
    if (content.subarray(start - 3, start).toString('latin1') === 'end') continue;
    let bodyStart = start + 6;
    if (content[bodyStart] === 0x0d) bodyStart += 1;
    if (content[bodyStart] === 0x0a) bodyStart += 1;
    if (budget <= 0) return;
    try {
      const inflated = zlib.inflateSync(content.subarray(bodyStart, end), {
        maxOutputLength: budget,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      budget -= inflated.length;
      yield inflated;
    } catch {
      // Not deflated (an image, plain text) or past the budget: its raw bytes were scanned already.
    }
  }
}

/** True when the PDF names a JavaScript action (`/JS`, `/JavaScript`), in clear or in a deflated stream. */
export function pdfHasJavaScript(content: Buffer): boolean {
  const hasScript = (bytes: Buffer) => decodedNames(bytes.toString('latin1')).some((name) => SCRIPT_NAMES.has(name));
  if (hasScript(content)) return true;
  for (const inflated of inflatedStreams(content)) if (hasScript(inflated)) return true;
  return false;
}
