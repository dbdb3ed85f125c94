/**
 * The S3 driver against a real S3-compatible server (s3rver on a free port, its objects in a temp
 * folder), through the real app: uploads land in the bucket, our route serves them back.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { uploadedImages } from '../../db/schema';
import { runJobOnce } from '../../jobs/runner';
import { createImageStorage } from './image-storage';
import { orphanImagesJob } from './orphan-images.job';
import { createS3ImageStorage } from './s3-image-storage';
import { multipartBody, pngOf } from './test-images';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = { port: number; address: string; silent: boolean; directory: string };
// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

const BUCKET = 'comanda-imagens-teste';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3rverDir: string;
let server: S3rverServer;
let s3: S3Client;
let s3Env: Record<string, string>;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  s3rverDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3rverDir });
  const { port } = await server.run();
  s3Env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));
  ctx = await createTestApp(s3Env);
  owner = await registerOwner(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
  s3?.destroy();
  await server?.close();
  rmSync(s3rverDir, { recursive: true, force: true });
});

function upload(url: string, field: string, data: Buffer) {
  const { payload, headers } = multipartBody(field, 'foto.png', 'image/png', data);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/upload/${url}`,
    payload,
    headers: { ...headers, cookie: owner.cookie },
  });
}

const nameOf = (url: string) => url.replace('/api/uploads/', '');

async function objectBytes(key: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from(
    await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
  );
}

describe('STORAGE_DRIVER=s3 through the app', () => {
  it('stores a menu-item upload in the bucket and serves the same bytes from /api/uploads', async () => {
    const response = await upload('menu-item', 'image', await pngOf(300, 200));
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);

    const head = await s3.send(new HeadObjectCommand({ Bucket: BUCKET, Key: nameOf(imageUrl) }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe(IMMUTABLE);
    const stored = await objectBytes(nameOf(imageUrl));
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(existsSync(ctx.app.config.uploadDir)).toBe(false);

    const served = await ctx.app.inject({ method: 'GET', url: imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(stored)).toBe(true);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(stored.length));
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a restaurant logo in the bucket too', async () => {
    const response = await upload('restaurant', 'logo', await pngOf(120, 120));
    expect(response.statusCode).toBe(200);
    const { logoUrl } = response.json();
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    expect(listed.Contents?.map((object) => object.Key)).toContain(nameOf(logoUrl));
  });

  it('answers 404 for a well-formed name that is not in the bucket, 4xx for a malformed one', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/uploads/${randomUUID()}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Imagem não encontrada' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/uploads/..%2Fsegredo.webp' });
    expect([400, 404]).toContain(malformed.statusCode);
  });

  it('lets a second instance, with its own data folder, serve an image the first one stored', async () => {
    const { imageUrl } = (await upload('menu-item', 'image', await pngOf())).json();
    const otherDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-instance-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: otherDir, ...s3Env });
    const other = await buildApp({ config, database: ctx.database, webRoot: path.join(otherDir, 'no-web') });
    try {
      const served = await other.inject({ method: 'GET', url: imageUrl });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(await objectBytes(nameOf(imageUrl)))).toBe(true);
    } finally {
      await other.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('deletes from the bucket an image nothing uses once its day of grace is over (decision 0035)', async () => {
    const unused = nameOf((await upload('menu-item', 'image', await pngOf())).json().imageUrl);
    const recent = nameOf((await upload('menu-item', 'image', await pngOf())).json().imageUrl);
    await ctx.app.db
      .update(uploadedImages)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(uploadedImages.name, [unused]));
    expect(await runJobOnce(ctx.app.db, orphanImagesJob(ctx.app.images, 24))).toBe(true);
    const keys = (await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents?.map(
      (object) => object.Key,
    );
    expect(keys).not.toContain(unused);
    expect(keys).toContain(recent);
  });
});

describe('createS3ImageStorage', () => {
  it('puts, gets and removes an object; removing it twice is fine', async () => {
    const storage = await createImageStorage(ctx.app.config);
    try {
      const name = `${randomUUID()}.png`;
      const png = await pngOf();
      expect(await storage.put(name, png)).toBe(`/api/uploads/${name}`);
      const image = await storage.get(name);
      expect(image).toMatchObject({ size: png.length, contentType: 'image/png' });
      image?.body.resume();
      await storage.remove(name);
      expect(await storage.get(name)).toBeNull();
      await storage.remove(name);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/uploads/${name}` })).statusCode).toBe(404);
    } finally {
      storage.close?.();
    }
  });

  it('refuses names it did not generate', async () => {
    const storage = await createImageStorage(ctx.app.config);
    try {
      expect(await storage.get('../package.json')).toBeNull();
      await expect(storage.put('arquivo.html', Buffer.from('<p>'))).rejects.toThrow(
        /invalid stored image name/,
      );
    } finally {
      storage.close?.();
    }
  });

  it('fails loudly, not with a 404, when the bucket does not exist', async () => {
    const config = ctx.app.config.storage;
    if (config.driver !== 's3') throw new Error('the test app should use the s3 driver');
    const storage = await createS3ImageStorage({ ...config, bucket: 'balde-que-nao-existe' });
    try {
      await expect(storage.get(`${randomUUID()}.webp`)).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      storage.close?.();
    }
  });
});

describe('storage configuration', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const problemsOf = (env: Record<string, string>) => {
    try {
      load(env);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('expected an invalid configuration');
  };

  it('uses the local disk by default', () => {
    expect(load({}).storage).toEqual({ driver: 'local' });
  });

  it('reads the S3 settings, with us-east-1 and virtual-host style by default', () => {
    const config = load({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'meu-balde',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'chave',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'meu-balde',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'id',
      secretAccessKey: 'chave',
      forcePathStyle: false,
    });
    expect(load({ ...s3Env, S3_REGION: 'sa-east-1' }).storage).toMatchObject({
      region: 'sa-east-1',
      endpoint: s3Env.S3_ENDPOINT,
      forcePathStyle: true,
    });
  });

  it('requires the bucket and both keys for the s3 driver, treating empty as unset', () => {
    const message = problemsOf({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: '',
      S3_SECRET_ACCESS_KEY: 'segredo-de-teste',
    });
    expect(message).toContain('S3_BUCKET: S3_BUCKET é obrigatório quando STORAGE_DRIVER=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID é obrigatório quando STORAGE_DRIVER=s3');
    expect(message).not.toContain('S3_SECRET_ACCESS_KEY:');
    expect(message).not.toContain('segredo-de-teste');
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: 'meu-balde', S3_ACCESS_KEY_ID: 'id' })).toContain(
      'S3_SECRET_ACCESS_KEY é obrigatório quando STORAGE_DRIVER=s3',
    );
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, "STORAGE_DRIVER: STORAGE_DRIVER deve ser 'local' ou 's3'"],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET: S3_BUCKET deve ter de 3 a 63 caracteres'],
    [{ S3_BUCKET: 'Meu_Balde' }, 'S3_BUCKET: S3_BUCKET deve ter de 3 a 63 caracteres'],
    [{ S3_FORCE_PATH_STYLE: 'sim' }, 'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE deve ser true ou false'],
    [{ S3_ENDPOINT: 'localhost:9000' }, 'S3_ENDPOINT: S3_ENDPOINT deve ser uma URL http(s)'],
  ])('refuses %o', (env, expected) => {
    expect(problemsOf(env)).toContain(expected);
  });
});
