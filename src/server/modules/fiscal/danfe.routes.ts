/**
 * The DANFE NFC-e of an issued receipt (issue 35, decision 0059): the 80 mm page for the browser's
 * print, and the print job for the Caixa's printer. Capability `fiscal.issue` (route-capabilities.ts).
 */
import { z } from 'zod';
import { textAnswer } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { jobSchema } from '../kitchen/kitchen.schemas';
import { danfeHtml, printDanfeAtCounter } from './danfe.service';

const anId = z.string().min(1).max(64);
const params = z.object({ id: anId, receiptId: anId });

export async function danfeOwnerRoutes(app: App) {
  app.get(
    '/restaurants/:id/fiscal/receipts/:receiptId/danfe',
    {
      schema: {
        description:
          'O DANFE NFC-e de 80 mm da nota autorizada (ou emitida em contingência), em HTML para imprimir no navegador, com o QR Code da consulta. Nota que não foi autorizada ou foi cancelada: 409.',
        params,
        response: { 200: textAnswer('A página do DANFE NFC-e.', 'text/html') },
      },
    },
    async (request, reply) => {
      const page = await danfeHtml(app.db, request.params.id, request.params.receiptId);
      return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
    },
  );

  app.post(
    '/restaurants/:id/fiscal/receipts/:receiptId/danfe/print',
    {
      schema: {
        description:
          "'Imprimir' o DANFE NFC-e na impressora do Caixa: cria um trabalho de impressão (tipo `danfe`) com o DANFE codificado para a impressora dela; o agente de impressão ou o navegador pareado imprime. Sem impressora no Caixa: 409.",
        params,
        response: { 201: jobSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await printDanfeAtCounter(app.db, request.params.id, request.params.receiptId)),
  );
}
