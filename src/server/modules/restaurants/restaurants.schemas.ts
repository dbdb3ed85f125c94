/** What leaves the server about a restaurant (restaurants.views.ts builds it), as zod for the API docs. */
import { z } from 'zod';
import { isoDateTime } from '../../lib/answer-schemas';
import {
  deliveryZoneViewSchema,
  openingHoursViewSchema,
  openingShape,
  orderSettingsViewShape,
} from '../store/store.schemas';

export const publicRestaurantShape = {
  id: z.string().describe('Id do restaurante.'),
  name: z.string(),
  description: z.string().nullable(),
  whatsapp: z.string().describe('WhatsApp que recebe os pedidos.'),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  timeZone: z.string().describe('Fuso IANA do horário e dos tickets (acréscimo à seção 7).'),
  zipCode: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  createdAt: isoDateTime,
};

/** The owner's view: the public fields plus the account and the plan. */
export const ownerRestaurantSchema = z
  .object({
    ...publicRestaurantShape,
    email: z.string(),
    plan: z.string().describe('Plano contratado.'),
    trialEndsAt: isoDateTime.nullable(),
    paidUntil: isoDateTime.nullable(),
    planState: z.enum(['trial', 'active', 'overdue']).describe('Em teste, em dia ou vencido.'),
    emailVerified: z
      .boolean()
      .describe(
        'O dono abriu o link de confirmação do e-mail; sem ele, fora de Explorar e sem enviar e-mails.',
      ),
  })
  .describe('O restaurante do dono (sem senha nem segredos).');

/** `GET /api/restaurants/:id`: what diners see, with whether it takes orders now. */
export const publicRestaurantProfileSchema = z
  .object({
    ...publicRestaurantShape,
    ...openingShape,
    ...orderSettingsViewShape,
    deliveryZones: z.array(deliveryZoneViewSchema).describe('Zonas de entrega ativas.'),
    openingHours: z.array(openingHoursViewSchema),
    allowCouponWithPoints: z.boolean().describe('Cupom e pontos podem descontar o mesmo pedido.'),
    loyaltyEarning: z
      .object({
        pointsPerReal: z.string().describe('Pontos por real gasto, decimal.'),
        bonusPointsPerOrder: z.number().int(),
        multiplier: z.string().describe('Multiplicador do nível inicial, decimal.'),
      })
      .nullable()
      .optional()
      .describe('Como os pedidos ganham pontos; null com o programa de fidelidade desligado.'),
    askCpfAtCheckout: z
      .boolean()
      .optional()
      .describe(
        "O checkout pergunta 'CPF na nota?' para a NFC-e (acréscimo à seção 7; ausente ou false: não pergunta).",
      ),
  })
  .describe('Perfil público do restaurante.');
