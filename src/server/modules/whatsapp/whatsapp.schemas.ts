/** The 'WhatsApp Business' answers as the owner's client receives them (whatsapp.service.ts). */
import { z } from 'zod';

const embeddedSignup = z
  .object({
    appId: z.string(),
    configId: z.string(),
    sdkUrl: z.string().describe('O SDK JavaScript da Meta.'),
    messageOrigins: z.array(z.string()).describe('Origens das mensagens WA_EMBEDDED_SIGNUP aceitas.'),
  })
  .nullable()
  .describe('O cadastro incorporado da Meta; null quando o servidor não foi configurado.');

const connectedCard = z.object({
  connected: z.literal(true),
  embeddedSignup: embeddedSignup.describe('Para conectar o número de uma conta que ainda não tem um.'),
  registration: z
    .enum(['registered', 'pin_required', 'phone_pending'])
    .describe(
      'registered envia; pin_required espera o PIN de confirmação em duas etapas do número; phone_pending ainda não tem número.',
    ),
  phoneNumberId: z.string().nullable(),
  wabaId: z.string(),
  displayPhoneNumber: z.string().nullable().describe('O número como a Meta o mostra.'),
  verifiedName: z.string().nullable().describe('Nome verificado do perfil comercial.'),
  qualityRating: z.string().nullable().describe('GREEN, YELLOW, RED ou UNKNOWN, como a Meta informa.'),
  messagingLimitTier: z
    .string()
    .nullable()
    .describe('Limite de envio da Meta (whatsapp_business_manager_messaging_limit), ex.: TIER_2K.'),
  templates: z.array(
    z.object({
      name: z.string(),
      label: z.string().describe('Nome do modelo em português.'),
      category: z.enum(['UTILITY', 'AUTHENTICATION']),
      status: z.string().describe('Estado de aprovação na Meta: APPROVED, PENDING, REJECTED…'),
    }),
  ),
  usage: z
    .array(z.object({ category: z.string(), messages: z.number(), billable: z.number() }))
    .describe('Mensagens deste mês por categoria de preço da Meta.'),
});

const disconnectedCard = z.object({
  connected: z.literal(false),
  embeddedSignup,
});

export const whatsAppCardSchema = z
  .discriminatedUnion('connected', [disconnectedCard, connectedCard])
  .describe('O cartão do WhatsApp Business: desconectado, ou o número conectado e seu uso.');

export const orderMessageStatesSchema = z
  .array(
    z.object({
      orderId: z.string(),
      status: z
        .string()
        .describe('queued, sent, failed, opted_out ou o estado de entrega da Meta (delivered, read…).'),
      errorCode: z.number().nullable().describe('Código de erro da Meta, quando houve.'),
    }),
  )
  .describe('A última mensagem de cada pedido e seu estado.');

export const whatsAppUpdatesSchema = z.object({
  available: z.boolean().describe('O restaurante envia atualizações pelo WhatsApp (mostra o consentimento).'),
});
