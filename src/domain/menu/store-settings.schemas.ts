/**
 * The store settings of the 'Visual' tab: branding and location, opening hours, the 'Pausar
 * pedidos' pause, accepted order types and payment methods, tables, the half-and-half rule and
 * delivery zones. The forms and the server's store routes parse with these same schemas.
 */

import { z } from 'zod';
import { isBrazilTimeZone } from '../format/time-zones';
import { tableSettingsShape } from '../tables/tables.schemas';
import { DELIVERY_ZONE_KINDS, HALF_AND_HALF_PRICING } from './menu';
import { moneyField } from './money-input';
import { clearableText, imageUrlField, requiredText } from './text-fields';
import { brazilianWhatsappSchema } from './whatsapp';

export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** A coordinate as the database keeps it: at most 10 digits, 6 of them decimals (section 5). */
const coordinate = (limit: number, label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === null ? '' : String(value).trim()))
    .refine(
      (value) => value === undefined || value === '' || /^-?\d{1,4}([.,]\d{1,6})?$/.test(value),
      `${label} inválida: use um número como -23.5505`,
    )
    .transform((value) => (value === undefined ? undefined : value ? value.replace(',', '.') : null))
    .refine(
      (value) => value === undefined || value === null || Math.abs(Number(value)) <= limit,
      `${label} fora do intervalo (até ${limit})`,
    );

export const brandingSchema = z
  .object({
    name: requiredText('Nome do restaurante é obrigatório', 120, 'O nome deve ter no máximo 120 caracteres'),
    address: requiredText('Endereço é obrigatório', 300, 'O endereço deve ter no máximo 300 caracteres'),
    description: clearableText(1000, 'A descrição deve ter no máximo 1.000 caracteres'),
    whatsapp: brazilianWhatsappSchema,
    logoUrl: imageUrlField(),
    bannerUrl: imageUrlField(),
    city: clearableText(120, 'A cidade deve ter no máximo 120 caracteres'),
    state: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) => (value === undefined ? undefined : value?.trim().toUpperCase() || null))
      .refine(
        (value) => !value || (BRAZILIAN_STATES as readonly string[]).includes(value),
        'Estado inválido: use a sigla, ex. SP',
      ),
    zipCode: z
      .union([z.string(), z.null()])
      .optional()
      .transform((value) => (value === undefined ? undefined : (value ?? '').replace(/\D/g, '')))
      .refine((digits) => !digits || digits.length === 8, 'CEP inválido: use 8 dígitos, ex. 01310-100')
      .transform((digits) =>
        digits === undefined ? undefined : digits ? `${digits.slice(0, 5)}-${digits.slice(5)}` : null,
      ),
    latitude: coordinate(90, 'Latitude'),
    longitude: coordinate(180, 'Longitude'),
    /** Optional (decision 0014): absent, it follows `state`; a state that spans two zones may pick the other. */
    timeZone: z
      .string()
      .optional()
      .refine((zone) => zone === undefined || isBrazilTimeZone(zone), 'Fuso horário inválido'),
  })
  .refine(
    (value) =>
      value.latitude === undefined ||
      value.longitude === undefined ||
      (value.latitude === null) === (value.longitude === null),
    { message: 'Informe latitude e longitude juntas', path: ['longitude'] },
  );
export type BrandingInput = z.input<typeof brandingSchema>;
export type BrandingValues = z.output<typeof brandingSchema>;

export const orderSettingsSchema = z
  .object({
    acceptsPickup: z.boolean({ error: 'Valor inválido' }),
    acceptsDelivery: z.boolean({ error: 'Valor inválido' }),
    acceptsTable: z.boolean({ error: 'Valor inválido' }),
    acceptsCash: z.boolean({ error: 'Valor inválido' }),
    acceptsCard: z.boolean({ error: 'Valor inválido' }),
    acceptsPix: z.boolean({ error: 'Valor inválido' }),
    tableCount: z.coerce
      .number({ error: 'Número de mesas inválido' })
      .int('Número de mesas inválido')
      .min(0, 'Número de mesas inválido: use de 0 a 500')
      .max(500, 'Número de mesas inválido: use de 0 a 500'),
    halfAndHalfPricing: z.enum(HALF_AND_HALF_PRICING, { error: 'Regra de meio a meio inválida' }),
    // The table service (decision 0042): optional, absent keeps the current value.
    ...tableSettingsShape,
  })
  .refine((s) => s.acceptsPickup || s.acceptsDelivery || s.acceptsTable, {
    message: 'Aceite pelo menos um tipo de pedido',
    path: ['acceptsPickup'],
  })
  .refine((s) => s.acceptsCash || s.acceptsCard || s.acceptsPix, {
    message: 'Aceite pelo menos uma forma de pagamento',
    path: ['acceptsCash'],
  });
export type OrderSettingsValues = z.output<typeof orderSettingsSchema>;

const radius = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value) =>
    value === null || value === undefined || value === '' ? null : Number(String(value).replace(',', '.')),
  )
  .refine(
    (km) => km === null || (Number.isFinite(km) && km >= 0.1 && km <= 100),
    'Raio inválido: use de 0,1 a 100 km',
  );

export const deliveryZoneSchema = z
  .object({
    name: requiredText('Nome da zona é obrigatório', 60, 'O nome da zona deve ter no máximo 60 caracteres'),
    kind: z.enum(DELIVERY_ZONE_KINDS, { error: 'Tipo de zona inválido' }),
    radiusKm: radius,
    neighborhoods: z
      .array(z.string().trim().min(1, 'Bairro vazio').max(80, 'Nome de bairro muito longo'), {
        error: 'Bairros inválidos',
      })
      .max(200, 'Use no máximo 200 bairros por zona')
      .default([]),
    fee: moneyField({ subject: 'a taxa de entrega', allowZero: true }),
    minOrder: moneyField({ subject: 'o pedido mínimo', allowZero: true }).default(0),
    isActive: z.boolean({ error: 'Valor inválido' }).default(true),
  })
  .refine((zone) => zone.kind !== 'radius' || zone.radiusKm !== null, {
    message: 'Informe o raio em km',
    path: ['radiusKm'],
  })
  .refine((zone) => zone.kind !== 'neighborhood' || zone.neighborhoods.length > 0, {
    message: 'Informe pelo menos um bairro',
    path: ['neighborhoods'],
  });
export type DeliveryZoneInput = z.input<typeof deliveryZoneSchema>;
export type DeliveryZoneValues = z.output<typeof deliveryZoneSchema>;

export const deliveryZonesSchema = z.object({
  zones: z.array(deliveryZoneSchema, { error: 'Zonas inválidas' }).max(30, 'Use no máximo 30 zonas'),
});
