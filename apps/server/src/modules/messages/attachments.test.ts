import { crc32 } from 'node:zlib';
import { ATTACHMENT_MAX_BYTES } from '@quizarena/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { form } from '../../test/multipart';
import { createMemoryFileStorage } from '../uploads';
import {
  befriend,
  call,
  directBetween,
  player,
  send,
  signInAgain,
  type Player,
} from './messages.test-helpers';

// --- files as their bytes make them, whatever they are called ---

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .withExif({ IFD0: { Copyright: 'GPS-SECRET-42' } })
    .toBuffer();

const box = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + data.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data]);
};
const mp4 = (size = 256) =>
  Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([
        Buffer.from('isom'),
        Buffer.from([0, 0, 2, 0]),
        Buffer.from('isomiso2avc1mp41'),
      ]),
    ),
    box('free', Buffer.alloc(Math.max(0, size - 40))),
  ]);

const ebml = (id: number[], data: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
const webm = () => {
  const header = Buffer.concat([
    ebml([0x42, 0x86], Buffer.from([1])),
    ebml([0x42, 0xf7], Buffer.from([1])),
    ebml([0x42, 0xf2], Buffer.from([4])),
    ebml([0x42, 0xf3], Buffer.from([8])),
    ebml([0x42, 0x82], Buffer.from('webm')),
    ebml([0x42, 0x87], Buffer.from([4])),
    ebml([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.alloc(64),
  ]);
};

const pdf = (size = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n'),
    Buffer.alloc(size),
    Buffer.from('%%EOF\n'),
  ]);

/** An OLE compound file; a Word document has a `WordDocument` stream. */
const cfb = (stream: string) =>
  Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from(stream, 'utf16le'),
    Buffer.alloc(512),
  ]);

/** A zip of stored (uncompressed) entries. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const file = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(file.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(file.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, file, data);
    centrals.push(central, file);
    offset += 30 + file.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
const docx = () =>
  zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ]);

const clock = manualClock(new Date('2026-06-01T12:00:00Z'));

describe('message attachments', () => {
  let app: TestApp;
  let storage: ReturnType<typeof createMemoryFileStorage>;
  let ada: Player;
  let bob: Player;
  let eve: Player;
  let conversation: string;
  beforeAll(async () => {
    storage = createMemoryFileStorage();
    app = await buildTestApp({ clock, storage });
    ada = await player(app, { name: 'Ada Lovelace' });
    bob = await player(app, { name: 'Bob Builder' });
    eve = await player(app, { name: 'Eve Stranger' });
    await befriend(app.database.db, ada.id, bob.id);
    conversation = await directBetween(app, ada, bob);
  });
  afterAll(() => app.close());

  const upload = (
    who: Player,
    data: Buffer,
    filename: string,
    path = 'messages',
    pathFirst = false,
  ) => {
    const file = { name: 'file', filename, contentType: 'application/octet-stream', data };
    const field = { name: 'path', value: path };
    const body = form(...(pathFirst ? [field, file] : [file, field]));
    return app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const attachment = async (data: Buffer, filename: string) => {
    const response = await upload(ada, data, filename);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.attachment as {
      id: string;
      kind: string;
      name: string;
      mime_type: string;
      url: string;
      thumbnail_url: string | null;
      width: number | null;
      height: number | null;
    };
  };

  it('takes each kind by its bytes: an image re-encoded (at most 1600 px, a thumbnail, no EXIF) even when named .pdf', async () => {
    const image = await attachment(await png(2400, 1200), 'holiday.pdf');
    expect(image).toMatchObject({
      kind: 'image',
      name: 'holiday.pdf',
      mime_type: 'image/webp',
      width: 1600,
      height: 800,
    });
    const original = await app.inject({ method: 'GET', url: image.url });
    expect(original.statusCode).toBe(200);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    expect(original.rawPayload.includes('GPS-SECRET-42')).toBe(false);
    const thumbnail = await app.inject({ method: 'GET', url: image.thumbnail_url! });
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 160 });

    const kinds: [Buffer, string, string, string][] = [
      [mp4(), 'clip.mp4', 'video', 'video/mp4'],
      [webm(), 'clip.webm', 'video', 'video/webm'],
      [pdf(), 'notes.pdf', 'pdf', 'application/pdf'],
      [cfb('WordDocument'), 'essay.doc', 'doc', 'application/msword'],
      [
        docx(),
        'essay.docx',
        'docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        Buffer.from('Revision list\nchapter 3 — ¡todo!\n'),
        'todo.txt',
        'txt',
        'text/plain; charset=utf-8',
      ],
    ];
    for (const [data, name, kind, mime] of kinds) {
      expect(await attachment(data, name), name).toMatchObject({
        kind,
        name,
        mime_type: mime,
        thumbnail_url: null,
      });
    }
  });

  it('refuses what is not one of the kinds, whatever its name says (415), and stores nothing', async () => {
    const before = storage.files.size;
    const refusals: [Buffer, string][] = [
      [
        Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>'),
        'cat.png',
      ],
      [Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'report.pdf'],
      [
        Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        'chart.pdf',
      ],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]), 'setup.pdf'],
      [Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512)]), 'photo.png'],
      [cfb('Workbook'), 'sheet.doc'],
      [zip([['notes/a.txt', 'hello']]), 'archive.docx'],
      [Buffer.from('plain words'), 'notes.md'],
      [Buffer.from('text\0with a NUL'), 'notes.txt'],
      [Buffer.from([0x68, 0x69, 0xc3, 0x28]), 'notes.txt'],
    ];
    for (const [data, name] of refusals) {
      const response = await upload(ada, data, name);
      expect(response.statusCode, name).toBe(415);
      expect(response.json()).toMatchObject({
        message: 'Upload failed',
        details: [expect.objectContaining({ field: 'body.file' })],
      });
    }
    expect(storage.files.size).toBe(before);
  });

  it('holds each kind to its own size (413), and a picture to 5 MB while it streams', async () => {
    const refused = [
      [Buffer.alloc(ATTACHMENT_MAX_BYTES.txt + 1, 'a'), 'long.txt'],
      [pdf(ATTACHMENT_MAX_BYTES.pdf), 'big.pdf'],
    ] as const;
    for (const [data, name] of refused) {
      const response = await upload(ada, data, name);
      expect(response.statusCode, name).toBe(413);
    }
    // Larger than a PDF may be, within a video's size.
    expect(await attachment(mp4(ATTACHMENT_MAX_BYTES.pdf + 1024), 'long.mp4')).toMatchObject({
      kind: 'video',
    });
    for (const pathFirst of [true, false]) {
      const avatar = await upload(ada, pdf(6 * 1024 * 1024), 'me.png', 'avatars', pathFirst);
      expect(avatar.statusCode).toBe(413);
    }
  });

  it('is served only through a signed address: participants get one, a tampered or expired one is not found', async () => {
    const sent = await attachment(pdf(), 'Résumé (final) v2.pdf');
    const message = await send(app, ada, conversation, '', { attachment_id: sent.id });
    expect(message.attachment).toMatchObject({ id: sent.id, name: 'Résumé (final) v2.pdf' });
    const read = await call(app, bob, 'GET', `/api/social/conversations/${conversation}/messages`);
    const url = read.body.data.messages.at(-1).attachment.url as string;

    // Public: an element fetching it sends no token; the signature is the access.
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="R_sum_ (final) v2.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%20v2.pdf`,
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(pdf())).toBe(true);

    const address = new URL(url, 'http://localhost');
    const signature = address.searchParams.get('signature')!;
    const tamper = (change: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(address.search);
      change(params);
      return `${address.pathname}?${params.toString()}`;
    };
    const bad = [
      tamper((p) => p.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`)),
      tamper((p) => p.set('expires', String(Number(p.get('expires')) + 3600))),
      tamper((p) => p.set('variant', 'thumbnail')),
      url.replace(sent.id, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const attempt of bad) {
      const response = await app.inject({ method: 'GET', url: attempt });
      expect(response.statusCode, attempt).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const missing = await app.inject({ method: 'GET', url: url.replace(/signature=[^&]+/, '') });
    expect(missing.statusCode).toBe(400);

    clock.advance(2 * 60 * 60 * 1000);
    const expired = await app.inject({ method: 'GET', url });
    expect(expired.statusCode).toBe(404);
    for (const who of [ada, bob, eve]) await signInAgain(app, who);
    // A participant reading again gets a fresh address.
    const again = await call(app, bob, 'GET', `/api/social/conversations/${conversation}/messages`);
    const fresh = again.body.data.messages.at(-1).attachment.url as string;
    expect((await app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);

    // The stored files are not under the public /uploads path.
    for (const key of storage.files.keys()) {
      if (!key.startsWith('messages/')) continue;
      expect((await app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
    }
  });

  it('shows images inline, and is sent once, by its uploader only', async () => {
    const image = await attachment(await png(40, 30), 'dot.png');
    const served = await app.inject({ method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="dot.png"/);

    const byStranger = await call(app, eve, 'POST', '/api/social/messages', {
      conversation_id: conversation,
      content: 'mine now',
      attachment_id: image.id,
    });
    expect(byStranger.status).toBe(404);
    const byOther = await call(app, bob, 'POST', '/api/social/messages', {
      conversation_id: conversation,
      content: 'mine now',
      attachment_id: image.id,
    });
    expect(byOther.status).toBe(400);
    await send(app, ada, conversation, 'look', { attachment_id: image.id });
    const twice = await call(app, ada, 'POST', '/api/social/messages', {
      conversation_id: conversation,
      content: 'again',
      attachment_id: image.id,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details[0]).toMatchObject({
      field: 'body.attachment_id',
      message: 'This attachment was already sent',
    });
  });

  it('takes a group picture like an avatar and sets it on the group', async () => {
    const [owner, friend] = [ada, bob];
    const group = (
      await call(app, owner, 'POST', '/api/social/conversations', {
        participant_ids: [friend.id],
        is_group: true,
        name: 'Pictures',
      })
    ).body.data.conversation.id;
    const uploaded = await upload(owner, await png(600, 400), 'group.png', 'conversations');
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json().data;
    expect(url).toMatch(/^\/uploads\/conversations\/[a-f0-9]{32}\.webp$/);
    expect(
      await sharp((await app.inject({ method: 'GET', url })).rawPayload).metadata(),
    ).toMatchObject({
      width: 256,
      height: 256,
    });
    const set = await call(app, owner, 'PUT', `/api/social/conversations/${group}`, {
      avatar_url: url,
    });
    expect(set.body.data.conversation.avatar_url).toBe(url);
    const avatar = await upload(owner, await png(300, 300), 'me.png', 'avatars');
    const wrongFolder = await call(app, owner, 'PUT', `/api/social/conversations/${group}`, {
      avatar_url: avatar.json().data.url,
    });
    expect(wrongFolder.status).toBe(400);
  });
});
