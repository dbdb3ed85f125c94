import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DELIVERY_TYPES, ORDER_SOURCES } from '../../../domain/orders/order-status';
import { dateRangeQuerySchema, PERIOD_PRESETS } from '../../../domain/reports/report-range';
import { PRODUCT_SORTS, reportTemplateSchema } from '../../../domain/reports/report-template';
import { REPORT_TYPES } from '../../../domain/reports/report-types';
import { recipientEmailSchema, scheduleSchema } from '../../../domain/reports/schedule';
import { noContent } from '../../lib/answer-schemas';
import type { App } from '../../lib/types';
import { createReportCentreService } from './report-centre.service';
import { EXPORT_FORMATS } from './report-export';
import { reportRecipientsOf } from './report-recipients.routes';
import { createReportTemplatesService } from './report-templates.service';
import {
  dashboardSchema,
  reportDataSchema,
  reportFileAnswer,
  reportTemplateViewSchema,
  scheduleListSchema,
  scheduleViewSchema,
  templateListSchema,
} from './reports.schemas';
import { createReportsService } from './reports.service';
import { createScheduledReportsService } from './scheduled-reports.service';

const restaurantParams = z.object({ id: z.string().min(1).max(64) });
const reportParams = restaurantParams.extend({
  type: z.enum(REPORT_TYPES, { error: 'Tipo de relatório inválido' }),
});
const templateParams = z.object({ templateId: z.string().min(1).max(64) });
const scheduleParams = z.object({ scheduleId: z.string().min(1).max(64) });

const reportQuery = dateRangeQuerySchema.and(
  z.object({
    period: z.enum(PERIOD_PRESETS, { error: 'Período inválido' }).optional(),
    orderSource: z.enum(ORDER_SOURCES, { error: 'Canal inválido' }).optional(),
    deliveryType: z.enum(DELIVERY_TYPES, { error: 'Tipo de pedido inválido' }).optional(),
    sortBy: z.enum(PRODUCT_SORTS, { error: 'Ordenação inválida' }).optional(),
    limit: z.coerce
      .number({ error: 'Limite inválido' })
      .int()
      .min(1, 'Limite inválido')
      .max(100, 'Limite inválido')
      .optional(),
    columns: z
      .string()
      .max(500)
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : [])),
  }),
);
const exportQuery = z.object({ format: z.enum(EXPORT_FORMATS, { error: 'Formato inválido (csv ou pdf)' }) });

type ExportFile = { fileName: string; contentType: string; body: Buffer };

function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

const toRequest = ({ from, to, columns, ...filters }: z.infer<typeof reportQuery>) => ({
  range: { from, to },
  filters,
  columns,
});

/** Owner routes of the reports; registered inside the ownership guard's scope. */
export async function reportsOwnerRoutes(app: App) {
  const reports = createReportsService(app.db);
  const centre = createReportCentreService(app.db);
  const templates = createReportTemplatesService(app.db);
  const schedules = createScheduledReportsService({
    db: app.db,
    recipients: reportRecipientsOf(app),
    emailsPerDay: app.config.reportMail.emailsPerDay,
    // The address stays out of the log line; the owner sees the recipient waiting and can resend.
    onInviteFailure: (error) =>
      app.log.warn(
        { status: (error as { statusCode?: number })?.statusCode },
        'report confirmation link not sent',
      ),
  });
  const ownTemplate = {
    restaurantOf: (request: FastifyRequest) =>
      templates.restaurantOf((request.params as { templateId: string }).templateId),
  };
  const ownSchedule = {
    restaurantOf: (request: FastifyRequest) =>
      schedules.restaurantOf((request.params as { scheduleId: string }).scheduleId),
  };

  app.get(
    '/restaurants/:id/reports',
    {
      schema: {
        params: restaurantParams,
        querystring: dateRangeQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => reports.dashboard(request.params.id, request.query),
  );

  app.get(
    '/restaurants/:id/reports/:type',
    { schema: { params: reportParams, querystring: reportQuery, response: { 200: reportDataSchema } } },
    async (request) => centre.generate(request.params.id, request.params.type, toRequest(request.query)),
  );

  app.get(
    '/restaurants/:id/reports/:type/export',
    {
      schema: {
        params: reportParams,
        querystring: reportQuery.and(exportQuery),
        response: { 200: reportFileAnswer },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await centre.export(
          request.params.id,
          request.params.type,
          request.query.format,
          toRequest(request.query),
        ),
      ),
  );

  app.get(
    '/restaurants/:id/report-templates',
    { schema: { params: restaurantParams, response: { 200: templateListSchema } } },
    async (request) => templates.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/report-templates',
    {
      schema: {
        params: restaurantParams,
        body: reportTemplateSchema,
        response: { 201: reportTemplateViewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await templates.create(request.params.id, request.body)),
  );

  app.put(
    '/report-templates/:templateId',
    {
      schema: {
        params: templateParams,
        body: reportTemplateSchema,
        response: { 200: reportTemplateViewSchema },
      },
      config: ownTemplate,
    },
    async (request) => templates.update(request.params.templateId, request.body),
  );

  app.delete(
    '/report-templates/:templateId',
    { schema: { params: templateParams, response: { 204: noContent() } }, config: ownTemplate },
    async (request, reply) => {
      await templates.remove(request.params.templateId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/report-templates/:templateId/report',
    {
      schema: {
        params: templateParams,
        querystring: dateRangeQuerySchema,
        response: { 200: reportDataSchema },
      },
      config: ownTemplate,
    },
    async (request) => templates.run(request.params.templateId, request.query),
  );

  app.get(
    '/report-templates/:templateId/export',
    {
      schema: {
        params: templateParams,
        querystring: dateRangeQuerySchema.and(exportQuery),
        response: { 200: reportFileAnswer },
      },
      config: ownTemplate,
    },
    async (request, reply) =>
      sendFile(reply, await templates.export(request.params.templateId, request.query.format, request.query)),
  );

  app.get(
    '/restaurants/:id/scheduled-reports',
    { schema: { params: restaurantParams, response: { 200: scheduleListSchema } } },
    async (request) => schedules.list(request.params.id),
  );

  app.post(
    '/restaurants/:id/scheduled-reports',
    { schema: { params: restaurantParams, body: scheduleSchema, response: { 201: scheduleViewSchema } } },
    async (request, reply) => reply.code(201).send(await schedules.create(request.params.id, request.body)),
  );

  app.put(
    '/scheduled-reports/:scheduleId',
    {
      schema: { params: scheduleParams, body: scheduleSchema, response: { 200: scheduleViewSchema } },
      config: ownSchedule,
    },
    async (request) => schedules.update(request.params.scheduleId, request.body),
  );

  app.post(
    '/scheduled-reports/:scheduleId/send-now',
    { schema: { params: scheduleParams, response: { 200: scheduleViewSchema } }, config: ownSchedule },
    async (request) => schedules.sendNow(request.params.scheduleId),
  );

  app.post(
    '/scheduled-reports/:scheduleId/recipients/resend',
    {
      schema: {
        params: scheduleParams,
        body: z.object({ email: recipientEmailSchema }),
        response: { 200: scheduleViewSchema },
      },
      config: ownSchedule,
    },
    async (request) => schedules.resendConfirmation(request.params.scheduleId, request.body.email),
  );

  app.delete(
    '/scheduled-reports/:scheduleId',
    { schema: { params: scheduleParams, response: { 204: noContent() } }, config: ownSchedule },
    async (request, reply) => {
      await schedules.remove(request.params.scheduleId, request.owner!.restaurantId);
      return reply.code(204).send(null);
    },
  );
}
