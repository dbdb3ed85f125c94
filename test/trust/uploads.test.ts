/**
 * Uploads re-verified (ASVS V12): a GIF/JavaScript polyglot, an image with HTML inside, an SVG, a
 * decompression bomb (a tiny PNG claiming 50,000 × 50,000 pixels) and a JPEG carrying EXIF GPS
 * coordinates. Each is refused, or stored re-encoded with no metadata left (read back with sharp).
 * Issue 32, item 6: a trial owner stored 100 images in 20 seconds, all kept. Each restaurant now
 * keeps a limited count and size of images, and images nothing uses are deleted after a day.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyRewards, restaurants, uploadedImages } from '../../src/server/db/schema';
import { runJobOnce } from '../../src/server/jobs/runner';
import { orphanImagesJob } from '../../src/server/modules/uploads/orphan-images.job';
import { jpegOf, multipartBody, pngOf } from '../../src/server/modules/uploads/test-images';
import { callApi, createTestApp, registerOwner, type TestContext } from '../harness/app';

/** Small limits, so the quota is met in a few uploads; the hostile uploads stay far below them. */
const MAX_IMAGES = 6;
const MAX_MB = 1;

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp({
    UPLOADS_MAX_IMAGES_PER_RESTAURANT: String(MAX_IMAGES),
    UPLOADS_MAX_MB_PER_RESTAURANT: String(MAX_MB),
  });
  ({ cookie } = await registerOwner(ctx.app));
}, 120_000);
afterAll(() => ctx?.close());

function upload(
  fileName: string,
  type: string,
  data: Buffer,
  as = cookie,
  route = 'menu-item',
  field = 'image',
) {
  const { payload, headers } = multipartBody(field, fileName, type, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${route}`,
    payload,
    headers: { ...headers, cookie: as },
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

const storedFiles = () =>
  existsSync(ctx.app.config.uploadDir) ? readdirSync(ctx.app.config.uploadDir).sort() : [];
const nameOf = (url: string) => url.replace('/api/uploads/', '');

describe("a restaurant's upload quota", () => {
  it('refuses the image past the count with a Portuguese 429, storing nothing', async () => {
    const owner = await registerOwner(ctx.app);
    for (let index = 0; index < MAX_IMAGES - 2; index++)
      expect((await upload('foto.png', 'image/png', await pngOf(), owner.cookie)).statusCode).toBe(200);
    // The logo and the banner count too.
    const logo = await upload('logo.png', 'image/png', await pngOf(), owner.cookie, 'restaurant', 'logo');
    expect(logo.statusCode).toBe(200);
    // One place left and two uploads at once: one takes it.
    const image = await pngOf();
    const both = await Promise.all([1, 2].map(() => upload('foto.png', 'image/png', image, owner.cookie)));
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    const before = storedFiles();

    for (const [route, field] of [
      ['menu-item', 'image'],
      ['restaurant', 'banner'],
    ] as const) {
      const over = await upload('foto.png', 'image/png', await pngOf(), owner.cookie, route, field);
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toMatch(
        /^Limite de 6 imagens guardadas atingido\. Imagens que não estão em uso/,
      );
    }
    expect(storedFiles()).toEqual(before);
    const rows = await ctx.app.db
      .select()
      .from(uploadedImages)
      .where(eq(uploadedImages.restaurantId, owner.restaurant.id));
    expect(rows).toHaveLength(MAX_IMAGES);
    // Another restaurant has its own quota.
    expect((await upload('foto.png', 'image/png', await pngOf())).statusCode).toBe(200);
  });

  it('refuses the image whose bytes pass the size with a Portuguese 413, storing nothing', async () => {
    const owner = await registerOwner(ctx.app);
    // Earlier uploads of this restaurant, recorded, leave less room than a small image needs.
    await ctx.app.db.insert(uploadedImages).values({
      name: `${randomUUID()}.webp`,
      restaurantId: owner.restaurant.id,
      bytes: MAX_MB * 1024 * 1024 - 100,
    });
    const before = storedFiles();
    const over = await upload('foto.png', 'image/png', await pngOf(), owner.cookie);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatch(/^Limite de 1 MB de imagens guardadas atingido\./);
    expect(storedFiles()).toEqual(before);
  });
});

describe('the orphan-image job', () => {
  const DAY_AND_AN_HOUR = sql`now() - interval '25 hours'`;

  it('deletes only recorded images older than the grace period that nothing uses', async () => {
    const owner = await registerOwner(ctx.app);
    const stored = async () => {
      const response = await upload('foto.png', 'image/png', await pngOf(), owner.cookie);
      expect(response.statusCode).toBe(200);
      return response.json().imageUrl as string;
    };
    const [onItem, onLogo, onBanner, onReward, unused, recent] = [
      await stored(),
      await stored(),
      await stored(),
      await stored(),
      await stored(),
      await stored(),
    ] as const;
    const base = `/restaurants/${owner.restaurant.id}`;
    const item = await callApi(ctx.app, 'POST', `${base}/menu`, owner.cookie, {
      name: 'Pizza de calabresa',
      price: '45.00',
      category: 'Pizzas',
      imageUrl: onItem,
    });
    expect(item.statusCode).toBe(201);
    const branding = await callApi(ctx.app, 'PUT', base, owner.cookie, {
      name: owner.registration.name,
      address: owner.registration.address,
      whatsapp: owner.registration.whatsapp,
      logoUrl: onLogo,
    });
    expect(branding.statusCode).toBe(200);
    // The banner saved as an absolute address; the reward's image is a column no form sets yet.
    await ctx.app.db
      .update(restaurants)
      .set({ bannerUrl: `https://cardapio.exemplo.com.br${onBanner}` })
      .where(eq(restaurants.id, owner.restaurant.id));
    const reward = await callApi(ctx.app, 'POST', `${base}/loyalty/rewards`, owner.cookie, {
      name: 'Sobremesa grátis',
      pointsCost: 40,
      rewardType: 'custom',
    });
    await ctx.app.db
      .update(loyaltyRewards)
      .set({ imageUrl: onReward })
      .where(eq(loyaltyRewards.id, reward.json().id));
    // All but the most recent were uploaded more than a day ago.
    const old = [onItem, onLogo, onBanner, onReward, unused].map(nameOf);
    await ctx.app.db
      .update(uploadedImages)
      .set({ createdAt: DAY_AND_AN_HOUR })
      .where(inArray(uploadedImages.name, old));
    // An image stored before uploads were recorded: no row, so never the job's to judge.
    const legacy = `${randomUUID()}.webp`;
    writeFileSync(
      path.join(ctx.app.config.uploadDir, legacy),
      await sharp(await pngOf())
        .webp()
        .toBuffer(),
    );

    expect(await runJobOnce(ctx.app.db, orphanImagesJob(ctx.app.images, 24))).toBe(true);

    const served = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
    expect(await served(unused)).toBe(404);
    for (const url of [onItem, onLogo, onBanner, onReward, recent]) expect(await served(url), url).toBe(200);
    expect(storedFiles()).toContain(legacy);
    const rows = await ctx.app.db
      .select({ name: uploadedImages.name })
      .from(uploadedImages)
      .where(eq(uploadedImages.restaurantId, owner.restaurant.id));
    expect(rows.map((row) => row.name).sort()).toEqual(
      [onItem, onLogo, onBanner, onReward, recent].map(nameOf).sort(),
    );
    // The restaurant was at its 6 images; the deleted one gave its place back.
    expect((await upload('foto.png', 'image/png', await pngOf(), owner.cookie)).statusCode).toBe(200);
  });
});
