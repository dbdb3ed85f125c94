import { z } from 'zod';
import type { App } from '../../lib/types';
import { integrationViewSchema } from './integrations.schemas';
import { createRappiLinkService } from './rappi-link.service';

const restaurantParams = z.object({ id: z.string().min(1) });
const linkBody = z.object({
  storeId: z
    .string({ error: 'Informe o ID da loja na Rappi' })
    .trim()
    .min(1, 'Informe o ID da loja na Rappi')
    .max(40, 'ID da loja muito longo')
    .regex(/^[0-9A-Za-z_-]+$/, 'O ID da loja na Rappi tem só letras e números'),
});

export const rappiModeSchema = z
  .object({
    configured: z.boolean().describe('Se o Comanda tem credenciais de integrador da Rappi neste servidor.'),
    takeDeadlineSeconds: z
      .number()
      .int()
      .describe('Segundos para aceitar um pedido da Rappi antes de ela cancelá-lo (configurável).'),
  })
  .describe('Como a loja se liga à Rappi e o prazo para aceitar pedidos.');

/** The Rappi card's link by store id (decision 0065); registered inside the owner's integrations scope. */
export function rappiLinkRoutes(app: App) {
  const service = createRappiLinkService(app.db, app.config);
  app.get(
    '/restaurants/:id/integrations/rappi',
    { schema: { params: restaurantParams, response: { 200: rappiModeSchema } } },
    () => service.mode(),
  );
  app.post(
    '/restaurants/:id/integrations/rappi/link',
    { schema: { params: restaurantParams, body: linkBody, response: { 200: integrationViewSchema } } },
    (request) => service.link(request.params.id, request.body.storeId),
  );
}
