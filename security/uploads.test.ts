import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  docWithMacros,
  docWithoutMacros,
  docxDeclaringMacros,
  docxWithMacros,
  pdfWithDeflatedJavaScript,
  pdfWithEscapedJavaScript,
  pdfWithJavaScript,
  plainPdf,
} from '../test-support/active-content-files';
import { ApiClient, type Stack } from '../test-support/stack';
import { wordParts, zerosPart, zip } from '../test-support/zip';
import { figure } from './figure';
import { type Customer, type Shop, signUp, startShop, timed } from '../test-support/shop';

// Battery item 10, uploads: what an attacker attaches to a support ticket. Each file is sent as a
// browser-less client would, byte by byte; the shop must refuse it with a 4xx and a message (or
// store it harmlessly under a random key), keep serving, and never hand it to another user.
jest.setTimeout(120_000);

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('battery image body'),
]);
const PE = (() => {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
})();
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const MACHO = Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), Buffer.alloc(120)]);

/** A multipart body with one `attachment` whose file name is written exactly as given. */
function multipart(fields: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `battery${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="`));
  parts.push(Buffer.from(fileName, 'utf8'));
  parts.push(
    Buffer.from(`"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('ticket attachments under attack', () => {
  let shop: Shop;
  let stack: Stack;
  let owner: Customer;
  let stranger: Customer;
  let ticketId: number;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    [owner, stranger] = await signUp(stack.url, 'uploader', 2);
    const created = await owner.client.post('/api/tickets', { subject: 'Files', message: 'Attached below.' });
    expect(created.status).toBe(201);
    ticketId = created.body.id;
  });

  afterAll(async () => {
    await shop.close();
  });

  const send = (client: ApiClient, fileName: string, content: Buffer) =>
    client.form('POST', `/api/tickets/${ticketId}/messages`, multipart({ message: 'file' }, fileName, content));
  const stored = async () => [...(await stack.storedAttachments()).keys()].sort();

  it('refuses oversize files and content that does not match its name, with a 4xx and a message, storing nothing', async () => {
    const before = await stored();
    const hostile: Array<[string, string, Buffer, number]> = [
      ['oversize 5 MB + 1 byte', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]), 413],
      ['oversize 25 MB', 'huge.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(25 * 1024 * 1024)]), 413],
      ['a PNG named .pdf', 'invoice.pdf', PNG, 400],
      ['a PNG named .docx', 'letter.docx', PNG, 400],
      ['a Windows program named .jpg', 'holiday.jpg', PE, 400],
      ['a Linux program named .jpg', 'selfie.jpg', ELF, 400],
      ['a macOS program named .png', 'avatar.png', MACHO, 400],
      ['a Windows program named .txt', 'readme.txt', PE, 400],
      ['a program under its own name', 'setup.exe', PE, 400],
      ['a plain zip named .docx', 'archive.docx', zip([{ ...zerosPart('data.bin', 0.01) }]), 400],
    ];
    const outcomes = [];
    for (const [label, fileName, content, status] of hostile) {
      const answer = await send(owner.client, fileName, content);
      outcomes.push({
        label,
        status: answer.status,
        message: typeof answer.body?.message === 'string' && answer.body.message.length > 0,
      });
      expect({ label, status: answer.status }).toEqual({ label, status });
    }
    figure(
      'uploads: oversize or mismatched files refused with a 4xx and a message',
      `${outcomes.filter((o) => o.status >= 400 && o.status < 500 && o.message).length} of ${hostile.length}`,
    );
    expect(outcomes.every((o) => o.message)).toBe(true);
    expect(await stored()).toEqual(before);
    expect((await owner.client.get(`/api/tickets/${ticketId}/messages`)).body).toEqual([]);
  });

  it('refuses Office files with macros and PDFs with JavaScript as it refuses programs, storing nothing, and keeps their harmless twins', async () => {
    const before = await stored();
    const macros = 'Office files with macros are not accepted. Save the document without macros (.docx) or as a PDF.';
    const script = 'PDF files with JavaScript are not accepted. Print the document to a new PDF, or send a screenshot.';
    const hostile: Array<[string, string, Buffer, string]> = [
      ['a Word package with a VBA project', 'report.docx', docxWithMacros(), macros],
      ['a macro-enabled Word package', 'report.docx', docxDeclaringMacros(), macros],
      ['a legacy Word file with macros', 'report.doc', docWithMacros(), macros],
      ['a macro-enabled name', 'report.docm', zip(wordParts()), macros],
      ['a spreadsheet with macros', 'sheet.xlsm', zip(wordParts()), macros],
      ['a PDF opening with JavaScript', 'scan.pdf', pdfWithJavaScript(), script],
      ['a PDF with hex-escaped JavaScript', 'scan.pdf', pdfWithEscapedJavaScript(), script],
      ['a PDF with JavaScript in a deflated stream', 'scan.pdf', pdfWithDeflatedJavaScript(), script],
    ];
    for (const [label, fileName, content, message] of hostile) {
      const answer = await send(owner.client, fileName, content);
      expect({ label, status: answer.status, message: answer.body?.message }).toEqual({ label, status: 400, message });
    }
    expect(await stored()).toEqual(before);
    expect((await owner.client.get(`/api/tickets/${ticketId}/messages`)).body).toEqual([]);
    figure(
      'uploads: Office files with macros and PDFs with JavaScript refused',
      `${hostile.length} of ${hostile.length}`,
    );
    for (const [fileName, content] of [
      ['plain.doc', docWithoutMacros()],
      ['plain.pdf', plainPdf()],
    ] as const)
      expect((await send(owner.client, fileName, content)).status).toBe(201);
  });

  it('refuses a zip bomb inside a .docx (honest or lying headers) without expanding it, and accepts a real Word document', async () => {
    const bombs = {
      honest: zip([...wordParts(), zerosPart('word/media/image1.bin', 1.9), zerosPart('word/media/image2.bin', 1.9)]),
      lying: zip([
        ...wordParts(),
        { ...zerosPart('word/media/image1.bin', 1.9), declaredSize: 2048 },
        { ...zerosPart('word/media/image2.bin', 1.9), declaredSize: 2048 },
      ]),
    };
    const expandedGb = 3.8;
    for (const [kind, bomb] of Object.entries(bombs)) {
      expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
      const { answer, ms } = await timed(() => send(owner.client, `report-${kind}.docx`, bomb));
      figure(
        `uploads: zip bomb .docx, ${kind} headers (${expandedGb} GB in ${(bomb.length / 1024 / 1024).toFixed(1)} MB): answer time (ms)`,
        Math.round(ms),
      );
      // The answer time is a figure (an expanded bomb shows as seconds there), not a bound.
      expect(answer).toMatchObject({ status: 400, body: { message: "The file's content is not a valid .docx file." } });
    }
    const real = await send(owner.client, 'report.docx', zip(wordParts()));
    expect(real.status).toBe(201);
    expect(real.body.attachments[0]).toMatchObject({
      fileName: 'report.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('keeps only a safe base name from traversal, absolute and NUL names, and writes nowhere but under a random key', async () => {
    const outside = path.join(os.tmpdir(), `battery-escape-${process.pid}.txt`);
    const names = [
      ['../../etc/passwd.txt', 'passwd.txt'],
      ['../../../../../../tmp/escape.txt', 'escape.txt'],
      [outside, path.basename(outside)],
      ['C:\\Windows\\System32\\drivers\\etc\\hosts.txt', 'hosts.txt'],
      ['..\\..\\boot.txt', 'boot.txt'],
      ['notes\u0000.exe.txt', undefined],
      ['safe.txt\u0000.exe', undefined],
      ['%2e%2e%2fencoded.txt', '_2e_2e_2fencoded.txt'],
    ] as const;
    const results = [];
    for (const [raw, expected] of names) {
      const answer = await send(owner.client, raw, Buffer.from('just text\n'));
      expect(answer.status).toBeLessThan(500);
      const fileName: string | undefined = answer.status === 201 ? answer.body.attachments[0].fileName : undefined;
      results.push({ raw, status: answer.status, fileName });
      if (expected) expect({ raw, fileName }).toEqual({ raw, fileName: expected });
      else expect(answer.status).toBe(400);
      if (fileName) {
        // eslint-disable-next-line no-control-regex -- the test asserts no control character survives
        expect(fileName).not.toMatch(/[\u0000-\u001f/\\]|^\.|\.\./);
        const download = await owner.client.raw(`/api/tickets/attachments/${answer.body.attachments[0].id}`);
        expect(download.status).toBe(200);
        expect(download.headers.get('content-disposition')).toMatch(
          /^attachment; filename="[^"/\\]+"; filename\*=UTF-8''[^/\\]+$/,
        );
      }
    }
    figure(
      'uploads: hostile file names stored with a safe base name or refused',
      `${results.length} of ${names.length}`,
    );
    expect((await stored()).every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);
    expect(fs.existsSync(outside)).toBe(false);
  });

  it("never serves a user another user's file, whichever id they try, nor lets them attach to another's ticket", async () => {
    const { admin } = shop;
    const own = await send(owner.client, 'mine.png', PNG);
    expect(own.status).toBe(201);
    const ownId: number = own.body.attachments[0].id;
    const ids = Array.from({ length: ownId + 3 }, (_, i) => i + 1);
    let served = 0;
    for (const id of ids) {
      const answer = await stranger.client.raw(`/api/tickets/attachments/${id}`);
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (answer.status === 200 || bytes.includes(PNG) || bytes.includes(Buffer.from('just text'))) served += 1;
      expect([id, answer.status]).toEqual([id, 404]);
    }
    figure("uploads: other users' files served to a stranger probing every id", `${served} of ${ids.length}`);
    expect(served).toBe(0);
    expect((await owner.client.raw(`/api/tickets/attachments/${ownId}`)).status).toBe(200);
    expect((await admin.raw(`/api/tickets/attachments/${ownId}`)).status).toBe(200);
    const foreign = await send(stranger.client, 'intrude.png', PNG);
    expect(foreign.status).toBe(404);
  });
});
