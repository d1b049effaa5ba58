import yauzl, { type Entry } from 'yauzl';

/**
 * A .docx is a zip, so a 5 MB upload could expand to gigabytes (a zip bomb) in whatever opens it
 * next: an admin's word processor, a virus scanner, a preview. It is accepted only as a real Word
 * package (OOXML: `[Content_Types].xml` naming the Word main part, and `word/document.xml`) whose
 * parts expand to at most MAX_EXPANDED_BYTES in all. Every part is inflated to prove that, each
 * stopped by yauzl (`validateEntrySizes`) as soon as it exceeds the size its header declares, so
 * the work is bounded even when the headers lie.
 */
export const MAX_EXPANDED_BYTES = 50 * 1024 * 1024;
const MAX_ENTRIES = 2000;
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;
const CONTENT_TYPES = '[Content_Types].xml';
const MAIN_DOCUMENT = 'word/document.xml';
const WORD_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** What the check inflated, for a caller that wants to see the work stayed bounded. */
export interface InflateCount {
  bytes: number;
}

/** Inflates one part, keeping at most `keep` bytes of it; yauzl stops it at its declared size. */
async function inflate(zip: yauzl.ZipFile, entry: Entry, keep: number, count: InflateCount): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const kept: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (length < keep) kept.push(chunk.subarray(0, keep - length));
    length += chunk.length;
    count.bytes += chunk.length;
  }
  return Buffer.concat(kept);
}

/** A Word package, one with macros (`vbaProject.bin`, a macro-enabled content type), or neither. */
export type WordPackageVerdict = 'word' | 'macros' | 'invalid';

/** A VBA project part (any folder, any case) or a macro-enabled main part's content type. */
const MACRO_PART = /(^|\/)vbaproject\.bin$/i;
const MACRO_TYPE = /macroEnabled|vbaProject/i;

async function readsAsWordPackage(zip: yauzl.ZipFile, count: InflateCount): Promise<WordPackageVerdict> {
  if (zip.entryCount === 0 || zip.entryCount > MAX_ENTRIES) return 'invalid';
  const entries: Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    declared += entry.uncompressedSize;
    if (declared > MAX_EXPANDED_BYTES || entry.isEncrypted() || !entry.canDecodeFileData()) return 'invalid';
    entries.push(entry);
  }
  const names = new Set(entries.map((entry) => entry.fileName));
  if (entries.some((entry) => MACRO_PART.test(entry.fileName))) return 'macros';
  if (!names.has(CONTENT_TYPES) || !names.has(MAIN_DOCUMENT)) return 'invalid';
  let contentTypes = '';
  for (const entry of entries) {
    const kept = await inflate(zip, entry, entry.fileName === CONTENT_TYPES ? MAX_CONTENT_TYPES_BYTES : 0, count);
    if (entry.fileName === CONTENT_TYPES) contentTypes = kept.toString('utf8');
  }
  if (MACRO_TYPE.test(contentTypes)) return 'macros';
  return contentTypes.includes(WORD_MAIN_TYPE) ? 'word' : 'invalid';
}

/** True when `content` is a Word document package within the expansion bound, without macros; never throws. */
export async function isWordPackage(content: Buffer, count: InflateCount = { bytes: 0 }): Promise<boolean> {
  return (await wordPackageVerdict(content, count)) === 'word';
}

/** What `content` is as a Word package (within the expansion bound); never throws. */
export async function wordPackageVerdict(
  content: Buffer,
  count: InflateCount = { bytes: 0 },
): Promise<WordPackageVerdict> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(content, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    return 'invalid';
  }
  try {
    return await readsAsWordPackage(zip, count);
  } catch {
    // Malformed, truncated, or a part larger than its header says: not a document we keep.
    return 'invalid';
  } finally {
    zip.close();
  }
}
