import { part, wordParts, zerosPart, zip } from '../../../../../test-support/zip';
import {
  docWithMacros,
  docWithoutMacros,
  docxDeclaringMacros,
  docxWithMacros,
  pdfWithDeflatedJavaScript,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  plainPdf,
} from '../../../../../test-support/active-content-files';
import {
  checkAttachment,
  MACROS_REFUSED,
  MAX_ATTACHMENT_BYTES,
  PDF_SCRIPT_REFUSED,
  safeFileName,
} from './attachment-file';
import { isWordPackage, MAX_EXPANDED_BYTES } from './word-package';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('safeFileName', () => {
  it('keeps only the base name of a path-like name', async () => {
    expect(safeFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(safeFileName('..\\..\\win\\x.png')).toBe('x.png');
  });
  it('replaces control and shell characters and never returns an empty or hidden name', async () => {
    expect(safeFileName('a"b\n<c>.txt')).toBe('a_b__c_.txt');
    expect(safeFileName('.png')).toBe('png');
    expect(safeFileName('../')).toBe('attachment');
  });
});

describe('checkAttachment', () => {
  it('accepts each allowed type by its content', async () => {
    expect(await checkAttachment('shot.PNG', png)).toEqual({ ok: true, fileName: 'shot.PNG', mimeType: 'image/png' });
    expect(await checkAttachment('a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toMatchObject({
      ok: true,
      mimeType: 'image/jpeg',
    });
    expect(await checkAttachment('a.pdf', Buffer.from('%PDF-1.7\n'))).toMatchObject({ ok: true });
    expect(
      await checkAttachment('a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])),
    ).toMatchObject({ ok: true });
    expect(await checkAttachment('a.docx', zip(wordParts()))).toMatchObject({
      ok: true,
      mimeType: expect.stringContaining('wordprocessingml'),
    });
    expect(await checkAttachment('a.txt', Buffer.from('Merhaba, hesabım açılmıyor ğüşiöç'))).toMatchObject({
      ok: true,
    });
  });
  it('refuses a renamed executable, a mismatched content, a bad type, binary text and oversize', async () => {
    expect(await checkAttachment('x.png', Buffer.from('MZ\x90\x00rest'))).toMatchObject({ ok: false });
    expect(await checkAttachment('x.txt', Buffer.from('\x7fELF\x02\x01'))).toMatchObject({ ok: false });
    expect(await checkAttachment('x.pdf', png)).toMatchObject({ ok: false });
    expect(await checkAttachment('x.exe', png)).toMatchObject({ ok: false });
    expect(await checkAttachment('x.txt', Buffer.from([0x61, 0x00, 0x62]))).toMatchObject({ ok: false });
    expect(await checkAttachment('x.txt', Buffer.from([0xc3, 0x28]))).toMatchObject({ ok: false });
    expect(await checkAttachment('x.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatchObject({ ok: false });
    expect(await checkAttachment('x.png', Buffer.alloc(0))).toMatchObject({ ok: false });
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    png.copy(big);
    expect(await checkAttachment('x.png', big)).toMatchObject({
      ok: false,
      message: 'The file must be smaller than 5 MB.',
    });
  });
});

describe('text attachments that happen to start like a signature', () => {
  it('accepts UTF-8 text whose first bytes resemble another format, and refuses a renamed program', async () => {
    expect((await checkAttachment('notes.txt', Buffer.from('BMW owners club: sipariş #12'))).ok).toBe(true);
    expect((await checkAttachment('data.txt', Buffer.from('{"order": 12}'))).ok).toBe(true);
    expect(
      (await checkAttachment('setup.txt', Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0])]))).ok,
    ).toBe(false);
  });
});

describe('Word packages', () => {
  const refused = async (parts: Parameters<typeof zip>[0]) =>
    (await checkAttachment('x.docx', zip(parts))).ok === false;

  it('refuses a zip that only mentions word/ and a package without the Word main part', async () => {
    expect(
      await checkAttachment(
        'x.docx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]),
      ),
    ).toMatchObject({ ok: false });
    expect(await refused([part('word/document.xml', '<w:document/>')])).toBe(true);
    expect(await refused([part('[Content_Types].xml', '<Types/>'), part('word/document.xml', '<w:document/>')])).toBe(
      true,
    );
  });

  it('refuses a package that expands beyond the bound, whether its headers say so or lie, without expanding it', async () => {
    const bomb = zerosPart('word/media/zeros.bin', 1);
    const honest = { bytes: 0 };
    expect(await isWordPackage(zip([...wordParts(), bomb]), honest)).toBe(false);
    // Refused by the sizes the headers declare, before inflating anything.
    expect(honest.bytes).toBe(0);
    const lying = { bytes: 0 };
    expect(await isWordPackage(zip([...wordParts(), { ...bomb, declaredSize: 1000 }]), lying)).toBe(false);
    // Inflated only up to what the headers declare (the Word parts and 1000 bytes of the bomb, plus
    // at most one chunk past it), not the gibibyte behind them.
    expect(lying.bytes).toBeLessThan(1024 * 1024);
  });

  it('accepts a package whose parts expand to just under the bound', async () => {
    const filler = part('word/media/filler.bin', Buffer.alloc(MAX_EXPANDED_BYTES - 4096));
    expect(await checkAttachment('big.docx', zip([...wordParts(), filler]))).toMatchObject({ ok: true });
  });
});

describe('content that runs when opened', () => {
  const refusedWith = async (name: string, content: Buffer) => {
    const check = await checkAttachment(name, content);
    return check.ok ? null : check.message;
  };

  it('refuses Office files with macros: a VBA project in a .docx, a macro-enabled package, a legacy .doc, macro-enabled names', async () => {
    expect(await refusedWith('report.docx', docxWithMacros())).toBe(MACROS_REFUSED);
    expect(await refusedWith('report.docx', docxDeclaringMacros())).toBe(MACROS_REFUSED);
    expect(await refusedWith('report.doc', docWithMacros())).toBe(MACROS_REFUSED);
    for (const name of ['report.docm', 'sheet.xlsm', 'slides.pptm'])
      expect(await refusedWith(name, zip(wordParts()))).toBe(MACROS_REFUSED);
  });

  it('refuses PDFs with JavaScript, in clear, hex-escaped or in a deflated object stream', async () => {
    expect(await refusedWith('scan.pdf', pdfWithJavaScript())).toBe(PDF_SCRIPT_REFUSED);
    expect(await refusedWith('scan.pdf', pdfWithEscapedJavaScript())).toBe(PDF_SCRIPT_REFUSED);
    expect(await refusedWith('scan.pdf', pdfWithDeflatedJavaScript())).toBe(PDF_SCRIPT_REFUSED);
  });

  it('still accepts the harmless twins: a Word package, a .doc whose text says "Macros", a PDF with a deflated page', async () => {
    expect(await refusedWith('report.docx', zip(wordParts()))).toBeNull();
    expect(await refusedWith('report.doc', docWithoutMacros())).toBeNull();
    expect(await refusedWith('scan.pdf', plainPdf())).toBeNull();
  });
});
