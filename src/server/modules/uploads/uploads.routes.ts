/**
 * Image uploads (owner only) and serving them (public). Multipart is parsed only in this module's
 * scope, capped at 5MB per file: a bigger file, or a request that announces a bigger body, gets 413
 * without the rest being kept in memory. Stored images are served with their real image type,
 * nosniff and a year of cache (their names are random and never reused).
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../lib/types';
import type { ImageUse } from './image-processing';
import { createImageStorage, type ImageStorage, STORED_NAME } from './image-storage';
import { createUploadsService, MAX_UPLOAD_BYTES, TOO_LARGE } from './uploads.service';

/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

const storages = new WeakMap<App['config'], Promise<ImageStorage>>();

/**
 * One image store per app, shared by the owner and public routes (with S3, one client and its
 * connection pool), keyed by the app's configuration and closed with the app.
 */
function imageStorageOf(app: App): Promise<ImageStorage> {
  let storage = storages.get(app.config);
  if (!storage) {
    const created = createImageStorage(app.config);
    storages.set(app.config, created);
    app.addHook('onClose', async () => (await created).close?.());
    storage = created;
  }
  return storage;
}

/** Upload routes address no restaurant in their path: they act for the session's own. */
const sessionRestaurant = async (request: FastifyRequest) =>
  (await request.server.currentSession(request))?.restaurantId;

async function readImage(request: FastifyRequest, fields: readonly string[]) {
  const part = await request.file({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });
  if (!part) throw new HttpError(400, 'Nenhuma imagem enviada.');
  if (!fields.includes(part.fieldname)) {
    part.file.resume();
    throw new HttpError(400, `Envie a imagem no campo ${fields.map((f) => `"${f}"`).join(' ou ')}.`);
  }
  return { field: part.fieldname, bytes: await part.toBuffer() };
}

export async function uploadOwnerRoutes(app: App) {
  const uploads = createUploadsService(await imageStorageOf(app));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.addHook('onRequest', async (request) => {
    const announced = Number(request.headers['content-length'] ?? 0);
    if (announced > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new HttpError(413, TOO_LARGE);
  });

  const config = { restaurantOf: sessionRestaurant };

  app.post('/upload/menu-item', { config }, async (request) => {
    const { bytes } = await readImage(request, ['image']);
    return { imageUrl: await uploads.storeImage(bytes, 'menu-item') };
  });

  app.post('/upload/restaurant', { config }, async (request) => {
    const { field, bytes } = await readImage(request, ['logo', 'banner']);
    const url = await uploads.storeImage(bytes, field as ImageUse);
    return field === 'logo' ? { logoUrl: url } : { bannerUrl: url };
  });
}

export async function uploadPublicRoutes(app: App) {
  const storage = await imageStorageOf(app);

  app.get(
    '/uploads/:name',
    {
      schema: { params: z.object({ name: z.string().regex(STORED_NAME, 'Imagem não encontrada') }) },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const image = await storage.get(request.params.name);
      if (!image) throw new HttpError(404, 'Imagem não encontrada');
      return reply
        .type(image.contentType)
        .header('content-length', image.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.body);
    },
  );
}
