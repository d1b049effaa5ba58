import zlib from 'node:zlib';
import { part, wordParts, zip } from './zip';

/**
 * Files that would run code when opened, for the upload tests: Office macros and PDF JavaScript,
 * each in a form a real tool writes, and a harmless twin that must still be accepted.
 */

/** A Word package with a VBA project (what Word saves as .docm, renamed .docx). */
export function docxWithMacros(): Buffer {
  return zip([...wordParts(), part('word/vbaProject.bin', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]))]);
}

/** A Word package whose content types declare the macro-enabled main part (no vbaProject.bin part). */
export function docxDeclaringMacros(): Buffer {
  const types =
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>';
  return zip(wordParts().map((entry) => (entry.name === '[Content_Types].xml' ? part(entry.name, types) : entry)));
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** One 128-byte OLE directory entry: the UTF-16 name padded to 64 bytes, its length, its type. */
function oleEntry(name: string, type: number): Buffer {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry[66] = type;
  return entry;
}

/** A legacy Word file with a `Macros` storage holding a `VBA` storage and its `_VBA_PROJECT` stream. */
export function docWithMacros(): Buffer {
  return Buffer.concat([
    OLE_MAGIC,
    Buffer.alloc(504),
    oleEntry('Root Entry', 5),
    oleEntry('WordDocument', 2),
    oleEntry('Macros', 1),
    oleEntry('VBA', 1),
    oleEntry('_VBA_PROJECT', 2),
  ]);
}

/** A legacy Word file without macros whose text mentions "Macros" (UTF-16, as Word stores text). */
export function docWithoutMacros(): Buffer {
  return Buffer.concat([
    OLE_MAGIC,
    Buffer.alloc(504),
    oleEntry('Root Entry', 5),
    oleEntry('WordDocument', 2),
    Buffer.from('Macros are not in this file.', 'utf16le'),
  ]);
}

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`, 'latin1');

/** A PDF whose opening action runs JavaScript. */
export function pdfWithJavaScript(): Buffer {
  return pdf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj');
}

/** The same, with the names hex-escaped as PDF allows (`/J#61vaScript`). */
export function pdfWithEscapedJavaScript(): Buffer {
  return pdf('1 0 obj << /Type /Catalog /OpenAction << /S /J#61vaScript /#4AS (app.alert(1)) >> >> endobj');
}

/** The action inside a deflated object stream, where no byte of the file spells it out. */
export function pdfWithDeflatedJavaScript(): Buffer {
  const objects = zlib.deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n2 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
    objects,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

/** A plain PDF with a deflated page stream and no script. */
export function plainPdf(): Buffer {
  const page = zlib.deflateSync(Buffer.from('BT /F1 12 Tf (Order 12: cannot sign in) Tj ET'));
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n3 0 obj << /Length 44 /Filter /FlateDecode >>\nstream\n', 'latin1'),
    page,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}
