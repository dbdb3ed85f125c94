/** The explore answers as the client receives them (JSON: dates as ISO strings, coordinates as decimal strings). */
import { z } from 'zod';
import { isoDateTime } from '../../lib/answer-schemas';

export const exploreRestaurantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    whatsapp: z.string().describe('WhatsApp do restaurante, só dígitos com DDI.'),
    address: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    latitude: z.string().nullable().describe('Latitude decimal, ex.: "-23.556000".'),
    longitude: z.string().nullable().describe('Longitude decimal.'),
    logoUrl: z.string().nullable(),
    bannerUrl: z.string().nullable(),
    timeZone: z.string().describe('Fuso horário IANA dos horários, ex.: "America/Sao_Paulo".'),
    acceptsPickup: z.boolean(),
    acceptsDelivery: z.boolean(),
    acceptsTable: z.boolean(),
    createdAt: isoDateTime,
    isOpen: z.boolean().describe('Aceita pedidos agora.'),
    closedReason: z
      .enum(['closed', 'paused'])
      .nullable()
      .describe('Fechado pelo horário ou pausado pelo dono.'),
    nextOpeningAt: isoDateTime.nullable().describe('Próxima abertura, quando conhecida.'),
  })
  .describe('Restaurante com seus dados públicos.');

export const exploreListSchema = z.array(exploreRestaurantSchema);

export const citiesSchema = z.array(z.string()).describe('Cidades com restaurantes, em ordem alfabética.');

export const municipalitiesSchema = z
  .array(
    z.object({
      code: z.string().describe('Código IBGE do município.'),
      name: z.string(),
      state: z.string().describe('UF, ex.: "SP".'),
    }),
  )
  .describe('Até 10 municípios do estado mais próximo, os com restaurantes primeiro.');

export const dishMatchesSchema = z
  .array(
    z.object({
      restaurantId: z.string(),
      dishes: z.array(z.string()).describe('Até 3 pratos do cardápio cujo nome tem as palavras buscadas.'),
    }),
  )
  .describe('Restaurantes com pratos que combinam com a busca.');
