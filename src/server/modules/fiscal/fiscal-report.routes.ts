/**
 * The fiscal report and the accountant's monthly zip of XMLs (issue 35, decision 0059), under the
 * owner scope; capability `reports.view` (route-capabilities.ts).
 */
import { z } from 'zod';
import { REPORT_BUCKETS } from '../../../domain/fiscal/fiscal-report';
import { fileAnswer } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { fiscalReport, monthXmlZip } from './fiscal-report.service';

const anId = z.string().min(1).max(64);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida: use AAAA-MM-DD')
  .describe('Dia no calendário do restaurante, AAAA-MM-DD.');
const figure = z.object({ count: z.number().int(), totalCents: z.number().int() });
const figures = Object.fromEntries(REPORT_BUCKETS.map((bucket) => [bucket, figure])) as Record<
  (typeof REPORT_BUCKETS)[number],
  typeof figure
>;

export const fiscalReportAnswer = z
  .object({
    from: day,
    to: day,
    timeZone: z.string(),
    days: z
      .array(z.object({ day, ...figures }))
      .describe('Só os dias com notas, do mais antigo ao mais novo.'),
    totals: z.object(figures),
  })
  .describe(
    'Notas por dia: emitidas (autorizadas ou em contingência), canceladas, pendentes e rejeitadas ou denegadas, com a quantidade e o total em centavos.',
  );

export async function fiscalReportOwnerRoutes(app: App) {
  app.get(
    '/restaurants/:id/fiscal/report',
    {
      schema: {
        description:
          'Relatório fiscal por dia do restaurante. Sem datas, o mês até hoje; no máximo 366 dias.',
        params: z.object({ id: anId }),
        querystring: z.object({ from: day.optional(), to: day.optional() }),
        response: { 200: fiscalReportAnswer },
      },
    },
    (request) => fiscalReport(app.db, request.params.id, request.query),
  );

  app.get(
    '/restaurants/:id/fiscal/xml/:month.zip',
    {
      schema: {
        description:
          'XMLs do mês para o contador (AAAA-MM): cada NFC-e autorizada e cada cancelamento, com o nome da chave de acesso. 404 quando o mês não tem notas; mês que ainda não começou: 400.',
        params: z.object({ id: anId, month: z.string().max(16) }),
        response: { 200: fileAnswer('Arquivo ZIP com os XMLs do mês.', ['application/zip']) },
      },
    },
    async (request, reply) => {
      const { stream, fileName } = await monthXmlZip(app.db, request.params.id, request.params.month);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}
