import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { form, type Part } from '../../test/multipart';
import { createLocalFileStorage } from './file-storage';

const filePart = (data: Buffer, filename = 'avatar.png', contentType = 'image/png'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

// --- a PNG written byte by byte, for sizes sharp should never be asked to make ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit greyscale PNG, all black: 20,000 x 20,000 of it deflates to a few tens of KB. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rowBytes = 1 + Math.ceil(width / 8); // filter byte + packed pixels, all zero
  const pixels = deflateSync(Buffer.alloc(rowBytes * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('POST /api/uploads and GET /uploads/*', () => {
  let app: TestApp;
  let folder: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'quizarena-uploads-'));
    app = await buildTestApp({ storage: createLocalFileStorage(folder) });
  });
  afterAll(async () => {
    await app.close();
    await rm(folder, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // A fresh user and an empty folder for every test, so "nothing stored" means just that.
    headers = (await signUp(app)).headers;
    await rm(folder, { recursive: true, force: true });
  });

  const upload = (...parts: Part[]) => {
    const body = form(...parts);
    return app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const profile = async () =>
    (await app.inject({ method: 'GET', url: '/api/v1/users/profile', headers })).json<{
      data: { avatar_url: string | null };
    }>().data;

  it('stores a PNG as a 256 x 256 WebP, sets it as the avatar and serves it with safe headers', async () => {
    const response = await upload(filePart(await solid(640, 480).png().toBuffer()), {
      name: 'path',
      value: 'avatars',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { success, data } = response.json<{
      success: boolean;
      data: { url: string; path: string };
    }>();
    expect(success).toBe(true);
    expect(data.path).toMatch(/^avatars\/[a-f0-9]{32}\.webp$/);
    expect(data.url).toBe(`/uploads/${data.path}`);
    expect((await profile()).avatar_url).toBe(data.url);
    expect(await filesUnder(folder)).toEqual([path.basename(data.path)]);

    const served = await app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe('inline; filename="avatar.webp"');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('takes a JPEG sent as avatars/<name>, ignores the name, and drops its EXIF and GPS', async () => {
    const jpeg = await solid(300, 600)
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Secret Person', Copyright: 'home-address-42' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect(jpeg.includes('Secret Person')).toBe(true);

    const response = await upload(
      { name: 'path', value: 'avatars/me.jpg' },
      filePart(jpeg, 'me.jpg', 'image/jpeg'),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { url, path: key } = response.json<{ data: { url: string; path: string } }>().data;
    expect(key).not.toContain('me.jpg');
    const served = await app.inject({ method: 'GET', url });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes('Secret Person')).toBe(false);
    expect(served.rawPayload.includes('home-address-42')).toBe(false);
  });

  it('takes WebP and GIF by their content, whatever the name says', async () => {
    for (const data of [
      await solid(100, 100).webp().toBuffer(),
      await solid(64, 32).gif().toBuffer(),
    ]) {
      const response = await upload(filePart(data, 'picture.txt', 'text/plain'), {
        name: 'path',
        value: 'avatars',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('deletes the old file when the avatar is replaced', async () => {
    const png = await solid(50, 50).png().toBuffer();
    const first = (await upload(filePart(png), { name: 'path', value: 'avatars' })).json<{
      data: { url: string; path: string };
    }>().data;
    const second = (await upload(filePart(png), { name: 'path', value: 'avatars' })).json<{
      data: { url: string; path: string };
    }>().data;
    expect(second.path).not.toBe(first.path);
    expect(await filesUnder(folder)).toEqual([path.basename(second.path)]);
    expect((await app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second.url })).statusCode).toBe(200);
    expect((await profile()).avatar_url).toBe(second.url);
  });

  describe('battery "upload": refused without running out of memory, nothing stored', () => {
    const refusals: [string, () => Promise<{ parts: Part[]; status: number; field: string }>][] = [
      [
        'a text file named .png',
        async () => ({
          parts: [filePart(Buffer.from('just some text, honestly a picture\n'.repeat(20)))],
          status: 415,
          field: 'body.file',
        }),
      ],
      [
        'an SVG (with a script), as image/svg+xml',
        async () => ({
          parts: [
            filePart(
              Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
              ),
              'a.svg',
              'image/svg+xml',
            ),
          ],
          status: 415,
          field: 'body.file',
        }),
      ],
      [
        'an SVG with an XML declaration, named .png',
        async () => ({
          parts: [
            filePart(
              Buffer.from(
                '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
              ),
            ),
          ],
          status: 415,
          field: 'body.file',
        }),
      ],
      [
        'HTML named .png',
        async () => ({
          parts: [
            filePart(Buffer.from('<!doctype html><html><script>alert(document.cookie)</script>')),
          ],
          status: 415,
          field: 'body.file',
        }),
      ],
      [
        'a PNG signature followed by HTML',
        async () => ({
          parts: [
            filePart(
              Buffer.concat([
                Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
                Buffer.from('<html><script>alert(1)</script></html>'),
              ]),
            ),
          ],
          status: 415,
          field: 'body.file',
        }),
      ],
      [
        'a 20,000 x 20,000 PNG (a decompression bomb of a few KB)',
        async () => {
          const bomb = blackPng(20_000, 20_000);
          expect(bomb.length).toBeLessThan(200_000);
          return { parts: [filePart(bomb)], status: 413, field: 'body.file' };
        },
      ],
      [
        'a file over 5 MB',
        async () => ({
          parts: [
            filePart(
              Buffer.concat([await solid(10, 10).png().toBuffer(), randomBytes(5 * 1024 * 1024)]),
            ),
          ],
          status: 413,
          field: 'body.file',
        }),
      ],
      ['no file at all', async () => ({ parts: [], status: 400, field: 'body.file' })],
    ];

    for (const [name, make] of refusals) {
      it(`refuses ${name}`, async () => {
        const { parts, status, field } = await make();
        const before = process.memoryUsage().rss;
        const response = await upload(...parts, { name: 'path', value: 'avatars' });
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({
          message: 'Upload failed',
          details: [expect.objectContaining({ field })],
        });
        expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
        expect(await filesUnder(folder)).toEqual([]);
        expect((await profile()).avatar_url).toBeNull();
      });
    }

    it('neutralises a polyglot: a real PNG carrying HTML and script, after IEND and in a text chunk', async () => {
      const png = await solid(40, 40).png().toBuffer();
      const iend = png.length - 12;
      const polyglot = Buffer.concat([
        png.subarray(0, iend),
        chunk('tEXt', Buffer.from('Comment\0<script>alert("chunk")</script>', 'latin1')),
        png.subarray(iend),
        Buffer.from('<html><body><script>alert("tail")</script></body></html>'),
      ]);
      const response = await upload(filePart(polyglot), { name: 'path', value: 'avatars' });
      if (response.statusCode === 201) {
        const { url } = response.json<{ data: { url: string } }>().data;
        const served = await app.inject({ method: 'GET', url });
        expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
        expect(served.rawPayload.includes('<script')).toBe(false);
        expect(served.rawPayload.includes('alert(')).toBe(false);
      } else {
        expect(response.statusCode).toBe(415);
        expect(await filesUnder(folder)).toEqual([]);
      }
    });

    for (const bad of ['../../etc/passwd', '/abs', '/etc/passwd', 'avatars/../../x', 'other', '']) {
      it(`refuses the path ${JSON.stringify(bad)} with a 400 naming path`, async () => {
        const response = await upload(filePart(await solid(20, 20).png().toBuffer()), {
          name: 'path',
          value: bad,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [expect.objectContaining({ field: 'body.path' })],
        });
        expect(await filesUnder(folder)).toEqual([]);
      });
    }

    it('refuses a form without path, with extra fields, or with two files', async () => {
      const png = await solid(20, 20).png().toBuffer();
      const cases: [Part[], number, string][] = [
        [[filePart(png)], 400, 'body.path'],
        [
          [filePart(png), { name: 'path', value: 'avatars' }, { name: 'role', value: 'x' }],
          400,
          'body.role',
        ],
      ];
      for (const [parts, status, field] of cases) {
        const response = await upload(...parts);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json().details).toContainEqual(expect.objectContaining({ field }));
      }
      const twoFiles = await upload(filePart(png), filePart(png), {
        name: 'path',
        value: 'avatars',
      });
      expect(twoFiles.statusCode).toBe(413);
      expect(twoFiles.json()).toHaveProperty('code');
      expect(await filesUnder(folder)).toEqual([]);
    });
  });

  it('answers junk forms with 4xx and an error body, never 5xx, and stores only real images', async () => {
    const magic = fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('GIF89a'),
      Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'),
    );
    await fc.assert(
      fc.asyncProperty(
        magic,
        fc.uint8Array({ maxLength: 2000 }),
        fc.oneof(fc.constant('avatars'), fc.string({ maxLength: 40 })),
        fc.string({ maxLength: 20 }),
        async (prefix, rest, pathValue, filename) => {
          const response = await upload(
            filePart(Buffer.concat([prefix, rest]), filename.replace(/["\r\n]/g, '')),
            { name: 'path', value: pathValue.replace(/\r|\n/g, '') },
          );
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, response.body).toBeLessThan(500);
          expect(response.json()).toHaveProperty('code');
        },
      ),
      { numRuns: 150 },
    );
    expect(await filesUnder(folder)).toEqual([]);
  });

  it('refuses a signed-out caller with 401 and a JSON body with 415', async () => {
    const body = form(filePart(await solid(20, 20).png().toBuffer()), {
      name: 'path',
      value: 'avatars',
    });
    const signedOut = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: body.headers,
      payload: body.payload,
    });
    expect(signedOut.statusCode).toBe(401);
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await filesUnder(folder)).toEqual([]);
  });

  it('answers 404 for anything under /uploads that is not a stored file', async () => {
    for (const url of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.webp',
      '/uploads/avatars/..%2F..%2Fpackage.json',
      '/uploads/..%2Fpackage.json',
      '/uploads/other/0123456789abcdef0123456789abcdef.webp',
      '/uploads',
      '/uploads/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
