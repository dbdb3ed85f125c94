import { z } from 'zod';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import type { App } from '../../lib/types';
import { customerErasedSchema, customerExportSchema } from './privacy.schemas';
import { createPrivacyService } from './privacy.service';

const params = z.object({
  id: z.string().min(1).max(64),
  phone: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => digits.length >= 10 && digits.length <= 13, 'Telefone deve ter pelo menos 10 dígitos')
    // Orders and loyalty store the phone with the country code: "(11) 98765-4321" is 5511987654321.
    .transform(customerPhoneKey),
});
const exportQuery = z.object({
  format: z.enum(['json', 'csv'], { error: 'Formato deve ser json ou csv' }).default('json'),
});

/** LGPD: the owner exports or erases one customer's data. */
export async function privacyOwnerRoutes(app: App) {
  const privacy = createPrivacyService(app.db);

  app.get(
    '/restaurants/:id/customers/:phone/export',
    {
      schema: {
        params,
        querystring: exportQuery,
        response: {
          200: {
            description: 'Os dados do cliente: JSON, ou CSV (separado por ponto e vírgula) com format=csv.',
            content: {
              'application/json': { schema: customerExportSchema },
              'text/csv': { schema: z.string().describe('Pedidos do cliente em CSV.') },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const data = await privacy.exportCustomer(request.params.id, request.params.phone);
      const file = `dados-cliente-${request.params.phone}.${request.query.format}`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      if (request.query.format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(privacy.toCsv(data));
      return data;
    },
  );

  app.delete(
    '/restaurants/:id/customers/:phone',
    { schema: { params, response: { 200: customerErasedSchema } } },
    async (request) => privacy.eraseCustomer(request.params.id, request.params.phone),
  );
}
