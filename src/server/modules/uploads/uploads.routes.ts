/**
 * Image uploads (owner only) and serving them (public). Each restaurant keeps a limited number and
 * size of images (decision 0035: 429 or 413 before anything is stored). Multipart is parsed only in
 * this module's scope, capped at 5MB per file: a bigger file, or a request that announces a bigger body, gets 413
 * without the rest being kept in memory. Stored images are served with their real image type,
 * nosniff and a year of cache (their names are random and never reused).
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fileAnswer } from '../../lib/answer-schemas';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../lib/types';
import type { ImageUse } from './image-processing';
import { STORED_NAME } from './image-storage';
import { createOwnerUploadsService, MAX_UPLOAD_BYTES, TOO_LARGE } from './uploads.service';

/** Room for the multipart boundaries and headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The stored image's address, to save in the item or the restaurant (PUT /restaurants/:id). */
const imageUrl = z.string().describe('Endereço da imagem guardada, ex.: /api/uploads/<nome>.webp.');
const menuItemImageAnswer = { 200: z.object({ imageUrl }).describe('A imagem do item, guardada.') };
const restaurantImageAnswer = {
  200: z
    .union([z.object({ logoUrl: imageUrl }), z.object({ bannerUrl: imageUrl })])
    .describe('O logo ({logoUrl}) ou o banner ({bannerUrl}) guardado, conforme o campo enviado.'),
};

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
  const uploads = createOwnerUploadsService(app.db, app.images, app.config.uploads);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

  app.addHook('onRequest', async (request) => {
    const announced = Number(request.headers['content-length'] ?? 0);
    if (announced > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw new HttpError(413, TOO_LARGE);
  });

  const config = { restaurantOf: sessionRestaurant };

  app.post('/upload/menu-item', { schema: { response: menuItemImageAnswer }, config }, async (request) => {
    const { bytes } = await readImage(request, ['image']);
    return { imageUrl: await uploads.storeImage(request.owner!.restaurantId, bytes, 'menu-item') };
  });

  app.post('/upload/restaurant', { schema: { response: restaurantImageAnswer }, config }, async (request) => {
    const { field, bytes } = await readImage(request, ['logo', 'banner']);
    const url = await uploads.storeImage(request.owner!.restaurantId, bytes, field as ImageUse);
    return field === 'logo' ? { logoUrl: url } : { bannerUrl: url };
  });
}

export async function uploadPublicRoutes(app: App) {
  app.get(
    '/uploads/:name',
    {
      schema: {
        params: z.object({ name: z.string().regex(STORED_NAME, 'Imagem não encontrada') }),
        response: { 200: fileAnswer('A imagem guardada.', ['image/webp', 'image/png', 'image/jpeg']) },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const image = await app.images.get(request.params.name);
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
