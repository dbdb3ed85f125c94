/**
 * `GET /restaurants/:id/qr-code` → {qrCodeDataUrl, menuUrl} (section 7), `?mesa=N` for one table;
 * the A4 PDFs: table cards and the printable menu. Owner only.
 */
import { z } from 'zod';
import { TABLE_COUNT_MAX } from '../../../domain/menu/qr-code';
import { fileAnswer } from '../../lib/answer-schemas';
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

const qrCodeAnswer = z
  .object({
    qrCodeDataUrl: z.string().describe('O QR code em PNG, como data URL (data:image/png;base64,…).'),
    menuUrl: z.string().describe('O endereço do cardápio que o QR code abre.'),
    fileName: z.string().describe('Nome sugerido para o PNG (acréscimo à seção 7).'),
    restaurantName: z.string(),
    tableCount: z.number().int().describe('Quantas mesas o restaurante tem.'),
    publicUrlIsLocal: z
      .boolean()
      .optional()
      .describe(
        'Se o endereço público (PUBLIC_URL) só abre nesta máquina ou rede: QR codes impressos não funcionarão.',
      ),
  })
  .describe('QR code do cardápio (ou de uma mesa).');

export async function qrCodeRoutes(app: App) {
  const qr = createQrCodesService(app.db, app.config.publicUrl);

  app.get(
    '/restaurants/:id/qr-code',
    {
      schema: {
        params,
        querystring: z.object({ mesa: table.optional() }),
        response: { 200: qrCodeAnswer },
      },
    },
    (request) => qr.qrCode(request.params.id, request.query.mesa),
  );

  app.get(
    '/restaurants/:id/qr-code/tables.pdf',
    {
      schema: {
        params,
        querystring: z.object({ from: table.optional(), to: table.optional() }),
        response: { 200: fileAnswer('PDF A4 com os cartões de QR code das mesas.', ['application/pdf']) },
      },
    },
    async (request, reply) =>
      reply
        .headers(pdfHeaders('mesas-qr-code.pdf'))
        .send(await qr.tableCards(request.params.id, request.query)),
  );

  app.get(
    '/restaurants/:id/qr-code/menu.pdf',
    {
      schema: {
        params,
        response: { 200: fileAnswer('PDF A4 do cardápio para imprimir.', ['application/pdf']) },
      },
    },
    async (request, reply) =>
      reply.headers(pdfHeaders('cardapio.pdf')).send(await qr.printableMenu(request.params.id)),
  );
}
