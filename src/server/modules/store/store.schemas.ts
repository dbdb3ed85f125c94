/**
 * The answers of the store settings as the API sends them (store.views.ts builds them): "HH:MM"
 * times, decimal strings for money, km as numbers. Shared by the restaurant profile and the
 * owner's 'Visual' tab.
 */
import { z } from 'zod';
import { DELIVERY_ZONE_KINDS, HALF_AND_HALF_PRICING } from '../../../domain/menu/menu';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const openingHoursViewSchema = z.object({
  weekday: z.number().int().describe('Dia da semana: 0 = domingo … 6 = sábado.'),
  opensAt: z.string().describe('Abre às, "HH:MM".'),
  closesAt: z.string().describe('Fecha às, "HH:MM" (menor que opensAt quando passa da meia-noite).'),
});

export const deliveryZoneViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DELIVERY_ZONE_KINDS).describe('Por raio (km) ou por bairros.'),
  radiusKm: z.number().nullable(),
  neighborhoods: z.array(z.string()),
  fee: money.describe('Taxa de entrega, ex.: "5.00".'),
  minOrder: money.describe('Pedido mínimo, ex.: "30.00".'),
});

export const ownerDeliveryZoneViewSchema = deliveryZoneViewSchema.extend({ isActive: z.boolean() });

export const orderSettingsViewShape = {
  acceptsPickup: z.boolean(),
  acceptsDelivery: z.boolean(),
  acceptsTable: z.boolean(),
  acceptsCash: z.boolean(),
  acceptsCard: z.boolean(),
  acceptsPix: z.boolean(),
  tableCount: z.number().int(),
  halfAndHalfPricing: z
    .enum(HALF_AND_HALF_PRICING)
    .describe('Pizza meio a meio: pelo sabor mais caro ou pela média.'),
  tableOrdersViaWhatsapp: z
    .boolean()
    .optional()
    .describe('Pedidos da mesa também abrem o WhatsApp (desligado: vão direto para o restaurante).'),
  tableAsksName: z.boolean().optional().describe('O cardápio da mesa pede o nome do cliente.'),
  tableOpenedByWaiter: z
    .boolean()
    .optional()
    .describe("'Garçom abre a mesa': pedidos do QR só entram com a mesa aberta pela equipe."),
  tableCodeRequired: z
    .boolean()
    .optional()
    .describe("'Código da mesa': o pedido do QR informa o código impresso no cartão da mesa."),
};

/** Open now or not, why, and when it opens next (openingOf in store.views.ts). */
export const openingShape = {
  isOpen: z.boolean().describe('Aceitando pedidos agora.'),
  closedReason: z.enum(['closed', 'paused']).nullable().describe('Fora do horário ou pedidos pausados.'),
  nextOpeningAt: isoDateTime.nullable().describe('Quando volta a aceitar pedidos.'),
};

export const storeSettingsViewSchema = z
  .object({
    ...orderSettingsViewShape,
    openingHours: z.array(openingHoursViewSchema),
    ordersPausedUntil: isoDateTime.nullable().describe('Pedidos pausados até.'),
    deliveryZones: z.array(ownerDeliveryZoneViewSchema),
    timeZone: z.string().describe('Fuso IANA em que o horário é lido, ex.: America/Sao_Paulo.'),
    ...openingShape,
  })
  .describe('Configurações da loja (aba Visual).');
