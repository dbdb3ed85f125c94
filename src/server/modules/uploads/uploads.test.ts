import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { jpegOf, jpegWithExif, multipartBody, pngOf, pngOfExactSize, webpOf } from './test-images';

const FIVE_MB = 5 * 1024 * 1024;
const NOT_AN_IMAGE = 'Por favor, selecione apenas arquivos de imagem.';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

function upload(url: string, field: string, fileName: string, type: string, data: Buffer, cookie?: string) {
  const { payload, headers } = multipartBody(field, fileName, type, data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${url}`,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

const fetchImage = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { response, bytes: response.rawPayload };
};

describe('POST /api/upload/menu-item', () => {
  it.each([
    ['PNG', pngOf, 'foto.png', 'image/png'],
    ['JPEG', jpegOf, 'foto.jpg', 'image/jpeg'],
    ['WebP', webpOf, 'foto.webp', 'image/webp'],
  ])(
    'accepts a real %s and serves it re-encoded as WebP, nosniff, cached for a year',
    async (_l, make, name, type) => {
      const response = await upload('menu-item', 'image', name, type, await make(), owner.cookie);
      expect(response.statusCode).toBe(200);
      const { imageUrl } = response.json();
      expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
      const { response: served, bytes } = await fetchImage(imageUrl);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(bytes).metadata()).format).toBe('webp');
    },
  );

  it('strips EXIF and caps the dimensions', async () => {
    const withExif = await jpegWithExif();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const stripped = await upload('menu-item', 'image', 'exif.jpg', 'image/jpeg', withExif, owner.cookie);
    const { bytes } = await fetchImage(stripped.json().imageUrl);
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('CameraSecreta'))).toBe(false);

    const big = await upload(
      'menu-item',
      'image',
      'grande.png',
      'image/png',
      await pngOf(3000, 2000),
      owner.cookie,
    );
    const resized = await sharp((await fetchImage(big.json().imageUrl)).bytes).metadata();
    expect([resized.width, resized.height]).toEqual([1200, 800]);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const file = await pngOfExactSize(FIVE_MB);
    expect(file.length).toBe(FIVE_MB);
    const response = await upload('menu-item', 'image', 'exato.png', 'image/png', file, owner.cookie);
    expect(response.statusCode).toBe(200);
  });

  it('refuses 5 MB + 1 byte with 413', async () => {
    const file = await pngOfExactSize(FIVE_MB + 1);
    const response = await upload('menu-item', 'image', 'grande.png', 'image/png', file, owner.cookie);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'A imagem deve ter no máximo 5MB.' });
  });

  it('refuses a body announced far above the limit before reading it', async () => {
    const response = await upload(
      'menu-item',
      'image',
      'enorme.png',
      'image/png',
      Buffer.alloc(FIVE_MB + 200 * 1024),
      owner.cookie,
    );
    expect(response.statusCode).toBe(413);
  });

  it.each([
    [
      'a text file renamed .png',
      'texto.png',
      'image/png',
      () => Buffer.from('isto não é uma imagem\n'.repeat(20)),
    ],
    [
      'an SVG',
      'logo.svg',
      'image/svg+xml',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'a PNG with HTML appended',
      'poliglota.png',
      'image/png',
      async () => Buffer.concat([await pngOf(), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'a WebP with bytes appended',
      'x.webp',
      'image/webp',
      async () => Buffer.concat([await webpOf(), Buffer.from('resto')]),
    ],
    [
      'a JPEG with a script appended',
      'x.jpg',
      'image/jpeg',
      async () => Buffer.concat([await jpegOf(), Buffer.from('<script>alert(1)</script>')]),
    ],
    ['a truncated PNG', 'cortada.png', 'image/png', async () => (await pngOf(200, 200)).subarray(0, 400)],
    [
      'a PNG signature on garbage',
      'lixo.png',
      'image/png',
      () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]),
    ],
  ])('refuses %s with the specification message', async (_label, name, type, make) => {
    const response = await upload('menu-item', 'image', name, type, await make(), owner.cookie);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: NOT_AN_IMAGE });
  });

  it('answers 401 without a session and 400 for a wrong field or a non-multipart body', async () => {
    const png = await pngOf();
    expect((await upload('menu-item', 'image', 'a.png', 'image/png', png)).statusCode).toBe(401);
    const wrongField = await upload('menu-item', 'foto', 'a.png', 'image/png', png, owner.cookie);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error).toBe('Envie a imagem no campo "image".');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/upload/menu-item',
      headers: { cookie: owner.cookie },
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/upload/restaurant', () => {
  it('answers {logoUrl} sized 400x400 and {bannerUrl} sized 1600x600', async () => {
    const logo = await upload(
      'restaurant',
      'logo',
      'logo.png',
      'image/png',
      await pngOf(900, 700),
      owner.cookie,
    );
    expect(Object.keys(logo.json())).toEqual(['logoUrl']);
    const logoMeta = await sharp((await fetchImage(logo.json().logoUrl)).bytes).metadata();
    expect([logoMeta.width, logoMeta.height]).toEqual([400, 400]);

    const banner = await upload(
      'restaurant',
      'banner',
      'banner.jpg',
      'image/jpeg',
      await jpegOf(2400, 1200),
      owner.cookie,
    );
    expect(Object.keys(banner.json())).toEqual(['bannerUrl']);
    const bannerMeta = await sharp((await fetchImage(banner.json().bannerUrl)).bytes).metadata();
    expect([bannerMeta.width, bannerMeta.height]).toEqual([1600, 600]);
  });

  it('answers 401 anonymous and 400 for another field', async () => {
    const png = await pngOf();
    expect((await upload('restaurant', 'logo', 'a.png', 'image/png', png)).statusCode).toBe(401);
    const wrong = await upload('restaurant', 'image', 'a.png', 'image/png', png, owner.cookie);
    expect(wrong.json().error).toBe('Envie a imagem no campo "logo" ou "banner".');
  });
});

describe('GET /api/uploads/:name', () => {
  it.each(['nao-existe.webp', '..%2F..%2Fpackage.json', '3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b.webp'])(
    'answers 4xx for %s',
    async (name) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${name}` });
      expect([400, 404]).toContain(response.statusCode);
    },
  );
});
