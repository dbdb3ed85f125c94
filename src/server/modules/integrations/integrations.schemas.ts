/**
 * The 'Integrações' answers as zod (integrations.views.ts builds the integration): secrets only as
 * their last characters, times as ISO text.
 */
import { z } from 'zod';
import { CONNECTABLE_PLATFORMS } from '../../../domain/integrations/platforms';
import { isoDateTime } from '../../lib/answer-schemas';

export const integrationViewSchema = z
  .object({
    id: z.string(),
    platform: z.enum(CONNECTABLE_PLATFORMS),
    platformName: z.string(),
    status: z.enum(['active', 'inactive', 'error']),
    isActive: z.boolean(),
    merchantId: z.string().nullable(),
    webhookUrl: z.string().nullable(),
    apiKeyHint: z.string().nullable().describe('Só os últimos caracteres da API Key.'),
    secretKeyHint: z.string().nullable().describe('Só os últimos caracteres da Secret Key.'),
    authMode: z
      .enum(['keys', 'linked'])
      .optional()
      .describe('iFood: linked quando a loja foi vinculada pelo aplicativo do Comanda.'),
    settings: z.object({
      autoSyncMenu: z.boolean(),
      autoSyncOrders: z.boolean(),
      syncInterval: z.number().int().describe('Segundos entre sincronizações.'),
    }),
    lastSync: isoDateTime.nullable(),
    syncErrors: z.string().nullable(),
    ordersReceived: z.number().int(),
    isMenuSynced: z.boolean(),
    receiveUrl: z.string().describe('Onde a plataforma entrega os webhooks para o Comanda.'),
    baseUrl: z.string().nullable().optional().describe('Open Delivery: URL base do marketplace.'),
    merchantUrl: z
      .string()
      .nullable()
      .optional()
      .describe('Open Delivery: a URL do estabelecimento para informar ao marketplace.'),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .describe('Integração com uma plataforma de delivery.');

export const orderSourceCountsSchema = z
  .object({
    direct: z.number().int(),
    ifood: z.number().int(),
    uber_eats: z.number().int(),
    rappi: z.number().int(),
    other: z.number().int(),
  })
  .describe('Quantos pedidos vieram de cada origem.');

export const ifoodLinkModeSchema = z
  .object({
    appType: z.enum(['distributed', 'centralized']).describe('Tipo do aplicativo iFood do Comanda.'),
    configured: z.boolean().describe('Se o vínculo pelo iFood está disponível neste servidor.'),
  })
  .describe('Como a loja se vincula ao iFood.');

export const ifoodStoreSchema = z
  .object({
    merchantId: z.string().describe('O ID da loja no iFood.'),
    name: z.string().describe('O nome da loja, como o iFood informa.'),
    corporateName: z.string().nullable().describe('A razão social, quando o iFood informa.'),
  })
  .describe('A loja do iFood encontrada para confirmar o vínculo.');

export const ifoodStoreStatusSchema = z
  .object({
    state: z.enum(['OK', 'WARNING', 'CLOSED', 'ERROR']).nullable(),
    stateLabel: z.string().describe('O estado da loja em português.'),
    operations: z.array(
      z.object({
        operation: z.string(),
        operationLabel: z.string(),
        salesChannel: z.string().nullable(),
        state: z.enum(['OK', 'WARNING', 'CLOSED', 'ERROR']),
        stateLabel: z.string(),
        available: z.boolean(),
        reason: z.string().nullable().describe('O motivo que o iFood informa.'),
        detail: z.string().nullable(),
        reopenable: z.boolean().nullable(),
      }),
    ),
    checkedAt: isoDateTime,
  })
  .describe('Se a loja está aberta no iFood, com o motivo (GET /merchants/{id}/status).');

export const ifoodLinkStartSchema = z
  .object({
    userCode: z.string().describe('Código para a pessoa digitar no Portal do Parceiro iFood.'),
    verificationUrl: z.string(),
    verificationUrlComplete: z.string(),
    expiresIn: z.number().describe('Segundos até o código expirar.'),
  })
  .describe('Código de vínculo do iFood.');

export const cancellationReasonsSchema = z
  .array(z.object({ code: z.string(), description: z.string() }))
  .describe('Motivos de cancelamento aceitos pela plataforma do pedido (vazio para pedidos diretos).');

/** What a platform's webhook gets back (integrations/webhook-intake.ts). */
export const webhookAnswers = {
  200: z
    .union([
      z.object({
        received: z.boolean().describe('false quando o evento não interessa ao Comanda.'),
        duplicate: z.boolean().optional().describe('O evento já tinha sido processado.'),
      }),
      z.object({ status: z.literal('OK') }).describe('Resposta ao ping.'),
    ])
    .describe('Evento recebido. A Keeta recebe 200 sem corpo, como documenta.'),
  202: z
    .object({
      received: z.boolean().describe('false quando o evento não tem a forma publicada e foi ignorado.'),
    })
    .describe('Evento aceito; será processado em seguida.'),
};
