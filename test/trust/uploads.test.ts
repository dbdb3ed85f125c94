/**
 * Uploads re-verified (ASVS V12): a GIF/JavaScript polyglot, an image with HTML inside, an SVG, a
 * decompression bomb (a tiny PNG claiming 50,000 × 50,000 pixels) and a JPEG carrying EXIF GPS
 * coordinates. Each is refused, or stored re-encoded with no metadata left (read back with sharp).
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf, multipartBody, pngOf } from '../../src/server/modules/uploads/test-images';
import { createTestApp, registerOwner, type TestContext } from '../harness/app';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await registerOwner(ctx.app));
}, 120_000);
afterAll(() => ctx?.close());

function upload(fileName: string, type: string, data: Buffer) {
  const { payload, headers } = multipartBody('image', fileName, type, data);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/upload/menu-item',
    payload,
    headers: { ...headers, cookie },
  });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG of a few hundred bytes whose header claims width × height pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc((width + 1) * 4); // the first rows of zeros; the rest is missing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const NOT_AN_IMAGE = /imagem/i;
/** Not an acceptable image: 415 (or 400 for a malformed one). */
const REFUSED = [400, 415];

describe('hostile uploads', () => {
  it('refuses a GIF/JavaScript polyglot', async () => {
    const polyglot = Buffer.from(
      'GIF89a/*\x01\x00\x01\x00\x00\xff\x00,*/=1;window.__xss=1;//<script>window.__xss=1</script>',
      'latin1',
    );
    const response = await upload('foto.gif', 'image/gif', polyglot);
    expect(REFUSED).toContain(response.statusCode);
    expect(response.json().error).toMatch(NOT_AN_IMAGE);
    const asJpeg = await upload('foto.jpg', 'image/jpeg', polyglot);
    expect(REFUSED).toContain(asJpeg.statusCode);
  });

  it('refuses real images carrying HTML or script (appended, or in a text chunk)', async () => {
    const html = Buffer.from('<html><body><script>window.__xss=1</script></body></html>');
    const jpegWithHtml = Buffer.concat([await jpegOf(), html]);
    const png = await pngOf();
    const pngWithText = Buffer.concat([
      png.subarray(0, png.length - 12),
      pngChunk('tEXt', Buffer.from(`Comment\0<svg onload=window.__xss=1>`)),
      png.subarray(png.length - 12),
    ]);
    for (const [name, bytes] of [
      ['foto.jpg', jpegWithHtml],
      ['foto.png', pngWithText],
      ['foto.png', Buffer.concat([png, html])],
    ] as const) {
      const response = await upload(name, name.endsWith('jpg') ? 'image/jpeg' : 'image/png', bytes);
      expect(REFUSED, name).toContain(response.statusCode);
    }
  });

  it('stores a JPEG with plain trailing JavaScript only re-encoded: the script is gone', async () => {
    const trailing = Buffer.from('\nwindow.__xss = 1; fetch("/api/auth/me");\n');
    const response = await upload('foto.jpg', 'image/jpeg', Buffer.concat([await jpegOf(), trailing]));
    expect(response.statusCode).toBe(200);
    const stored = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.headers['x-content-type-options']).toBe('nosniff');
    expect(stored.rawPayload.includes('__xss')).toBe(false);
    expect((await sharp(stored.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses an SVG, whatever it is called', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><rect width="10" height="10"/></svg>',
    );
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
      ['logo.jpg', 'image/jpeg'],
    ]) {
      const response = await upload(name!, type!, svg);
      expect(REFUSED, name).toContain(response.statusCode);
      expect(response.json().error).toMatch(NOT_AN_IMAGE);
    }
  });

  it('refuses a decompression bomb (a small PNG claiming 50,000 × 50,000) quickly, without decoding it', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const response = await upload('bomba.png', 'image/png', bomb);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(Date.now() - started).toBeLessThan(5_000);
    // 2.5 gigapixels decoded would need gigabytes; the refusal needs almost nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('strips EXIF GPS coordinates (and every other metadata) from a stored JPEG', async () => {
    const raw = Buffer.alloc(40 * 30 * 3, 90);
    const original = await sharp(raw, { raw: { width: 40, height: 30, channels: 3 } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'CameraSecreta', Model: 'Modelo 123' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '23/1 33/1 1234/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '46/1 38/1 1000/100',
        },
      })
      .toBuffer();
    const exif = (await sharp(original).metadata()).exif!;
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag 0x8825
    expect(original.includes('CameraSecreta')).toBe(true);

    const response = await upload('foto.jpg', 'image/jpeg', original);
    expect(response.statusCode).toBe(200);
    const stored = await ctx.app.inject({ method: 'GET', url: response.json().imageUrl });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(stored.rawPayload.includes('CameraSecreta')).toBe(false);
    expect(stored.rawPayload.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))).toBe(false);
  });
});
