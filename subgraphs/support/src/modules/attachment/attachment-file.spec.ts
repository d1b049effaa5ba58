import { checkAttachment, MAX_ATTACHMENT_BYTES, safeFileName } from './attachment-file';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('safeFileName', () => {
  it('keeps only the base name of a path-like name', () => {
    expect(safeFileName('../../etc/passwd.png')).toBe('passwd.png');
    expect(safeFileName('..\\..\\win\\x.png')).toBe('x.png');
  });
  it('replaces control and shell characters and never returns an empty or hidden name', () => {
    expect(safeFileName('a"b\n<c>.txt')).toBe('a_b__c_.txt');
    expect(safeFileName('.png')).toBe('png');
    expect(safeFileName('../')).toBe('attachment');
  });
});

describe('checkAttachment', () => {
  it('accepts each allowed type by its content', () => {
    expect(checkAttachment('shot.PNG', png)).toEqual({ ok: true, fileName: 'shot.PNG', mimeType: 'image/png' });
    expect(checkAttachment('a.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toMatchObject({ ok: true, mimeType: 'image/jpeg' });
    expect(checkAttachment('a.pdf', Buffer.from('%PDF-1.7\n'))).toMatchObject({ ok: true });
    expect(checkAttachment('a.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toMatchObject({ ok: true });
    expect(checkAttachment('a.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]))).toMatchObject({ ok: true });
    expect(checkAttachment('a.txt', Buffer.from('Merhaba, hesabım açılmıyor ğüşiöç'))).toMatchObject({ ok: true });
  });
  it('refuses a renamed executable, a mismatched content, a bad type, binary text and oversize', () => {
    expect(checkAttachment('x.png', Buffer.from('MZ\x90\x00rest'))).toMatchObject({ ok: false });
    expect(checkAttachment('x.txt', Buffer.from('\x7fELF\x02\x01'))).toMatchObject({ ok: false });
    expect(checkAttachment('x.pdf', png)).toMatchObject({ ok: false });
    expect(checkAttachment('x.exe', png)).toMatchObject({ ok: false });
    expect(checkAttachment('x.txt', Buffer.from([0x61, 0x00, 0x62]))).toMatchObject({ ok: false });
    expect(checkAttachment('x.txt', Buffer.from([0xc3, 0x28]))).toMatchObject({ ok: false });
    expect(checkAttachment('x.docx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatchObject({ ok: false });
    expect(checkAttachment('x.png', Buffer.alloc(0))).toMatchObject({ ok: false });
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1);
    png.copy(big);
    expect(checkAttachment('x.png', big)).toMatchObject({ ok: false, message: 'The file must be smaller than 5 MB.' });
  });
});

describe('text attachments that happen to start like a signature', () => {
  it('accepts UTF-8 text whose first bytes resemble another format, and refuses a renamed program', () => {
    expect(checkAttachment('notes.txt', Buffer.from('BMW owners club: sipariş #12')).ok).toBe(true);
    expect(checkAttachment('data.txt', Buffer.from('{"order": 12}')).ok).toBe(true);
    expect(checkAttachment('setup.txt', Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0])])).ok).toBe(false);
  });
});
