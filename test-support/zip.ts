import zlib from 'node:zlib';

/**
 * Builds zip archives byte by byte for upload tests: honest Word packages, and zip bombs whose
 * parts expand to gigabytes without the test ever holding or compressing those gigabytes.
 */
export interface ZipPart {
  name: string;
  /** Raw DEFLATE data and what it expands to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** The uncompressed size written in the headers, when it should lie (default: `size`). */
  declaredSize?: number;
}

export function part(name: string, content: Buffer | string): ZipPart {
  const bytes = Buffer.from(content);
  return { name, deflated: zlib.deflateRawSync(bytes), size: bytes.length, crc: zlib.crc32(bytes) };
}

/**
 * A part of `gigabytes` GiB of zeros. Its DEFLATE stream repeats one fully flushed segment (a full
 * flush makes every segment independent and byte-aligned), then ends with an empty final block.
 */
export function zerosPart(name: string, gigabytes: number): ZipPart {
  const chunk = Buffer.alloc(8 * 1024 * 1024);
  const segment = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const count = Math.round((gigabytes * 1024 ** 3) / chunk.length);
  let crc = 0;
  for (let i = 0; i < count; i += 1) crc = zlib.crc32(chunk, crc);
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  return { name, deflated: Buffer.concat([...Array(count).fill(segment), end]), size: count * chunk.length, crc };
}

export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of parts) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // DEFLATE
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    locals.push(local, name, entry.deflated);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const documentXml = (text: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`;

/** The parts of a minimal Word document (what Word itself needs to open it). */
export function wordParts(text = 'Hesabım açılmıyor.'): ZipPart[] {
  return [
    part('[Content_Types].xml', CONTENT_TYPES),
    part('_rels/.rels', RELS),
    part('word/document.xml', documentXml(text)),
  ];
}
