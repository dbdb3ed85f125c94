/**
 * `GET /restaurants/:id/qr-code` → {qrCodeDataUrl, menuUrl} (section 7), `?mesa=N` for one table;
 * the A4 PDFs: table cards and the printable menu. Owner only.
 */
import { z } from 'zod';
import { TABLE_COUNT_MAX } from '../../../domain/menu/qr-code';
import type { App } from '../../lib/types';
import { createQrCodesService } from './qr-codes.service';

const params = z.object({ id: z.string().min(1).max(64) });
const table = z.coerce
  .number({ error: 'Mesa inválida' })
  .int('Mesa inválida')
  .min(1, 'Mesa inválida')
  .max(TABLE_COUNT_MAX, 'Mesa inválida');

const pdfHeaders = (fileName: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${fileName}"`,
});

export async function qrCodeRoutes(app: App) {
  const qr = createQrCodesService(app.db, app.config.publicUrl);

  app.get(
    '/restaurants/:id/qr-code',
    { schema: { params, querystring: z.object({ mesa: table.optional() }) } },
    (request) => qr.qrCode(request.params.id, request.query.mesa),
  );

  app.get(
    '/restaurants/:id/qr-code/tables.pdf',
    { schema: { params, querystring: z.object({ from: table.optional(), to: table.optional() }) } },
    async (request, reply) =>
      reply
        .headers(pdfHeaders('mesas-qr-code.pdf'))
        .send(await qr.tableCards(request.params.id, request.query)),
  );

  app.get('/restaurants/:id/qr-code/menu.pdf', { schema: { params } }, async (request, reply) =>
    reply.headers(pdfHeaders('cardapio.pdf')).send(await qr.printableMenu(request.params.id)),
  );
}
