/**
 * Our menu as Open Delivery's Merchant entity, as open-delivery.merchant.ts builds it (from the
 * standard's Merchant schema), in zod for the API description of the merchant URL.
 */
import { z } from 'zod';
import { isoDateTime } from '../../lib/answer-schemas';

const availability = z.enum(['AVAILABLE', 'UNAVAILABLE']);
const price = z.object({
  value: z.number().describe('Reais, ex.: 42.5.'),
  originalValue: z.number(),
  currency: z.literal('BRL'),
});
const weekHours = z.array(
  z.object({
    dayOfWeek: z.array(z.string()),
    timePeriods: z.object({ startTime: z.string(), endTime: z.string() }),
  }),
);
const image = z.object({ URL: z.string() });

export const openDeliveryMerchantSchema = z
  .object({
    lastUpdate: isoDateTime,
    TTL: z.number().int(),
    id: z.string(),
    status: availability,
    basicInfo: z.object({
      name: z.string(),
      document: z.string().describe('CNPJ dos dados fiscais; vazio enquanto o restaurante não os tem.'),
      corporateName: z.string(),
      description: z.string(),
      averagePreparationTime: z.number().describe('Minutos, do confirmar ao pronto (média recente).'),
      minOrderValue: z.object({ value: z.number(), currency: z.literal('BRL') }),
      merchantType: z.literal('RESTAURANT'),
      merchantCategories: z.array(z.string()),
      address: z.object({
        country: z.string(),
        state: z.string(),
        city: z.string(),
        district: z.string(),
        street: z.string(),
        number: z.string(),
        postalCode: z.string(),
        complement: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
      contactEmails: z.array(z.string()),
      contactPhones: z.object({ commercialNumber: z.string(), whatsappNumber: z.string() }),
      logoImage: image.optional(),
      createdAt: isoDateTime,
    }),
    services: z.array(
      z.object({
        id: z.string(),
        status: availability,
        serviceType: z.enum(['DELIVERY', 'TAKEOUT']),
        menuId: z.string(),
        serviceHours: z.object({ id: z.string(), weekHours }),
      }),
    ),
    menus: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        externalCode: z.string(),
        categoryId: z.array(z.string()),
      }),
    ),
    categories: z.array(
      z.object({
        id: z.string(),
        index: z.number().int(),
        name: z.string(),
        description: z.string(),
        externalCode: z.string(),
        status: availability,
        availabilityId: z.array(z.string()),
        itemOfferId: z.array(z.string()),
      }),
    ),
    itemOffers: z.array(
      z.object({
        id: z.string(),
        itemId: z.string(),
        index: z.number().int(),
        price,
        status: availability,
        availabilityId: z.array(z.string()),
        optionGroupsId: z.array(z.string()),
      }),
    ),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        externalCode: z.string(),
        image: image.optional(),
        unit: z.string(),
      }),
    ),
    optionGroups: z.array(
      z.object({
        id: z.string(),
        index: z.number().int(),
        name: z.string(),
        description: z.string(),
        externalCode: z.string(),
        status: availability,
        minPermitted: z.number().int(),
        maxPermitted: z.number().int(),
        options: z.array(
          z.object({
            id: z.string(),
            itemId: z.string(),
            index: z.number().int(),
            price,
            maxPermitted: z.number().int(),
            status: availability,
          }),
        ),
      }),
    ),
    availabilities: z.array(z.object({ id: z.string(), hours: weekHours })),
  })
  .describe('O estabelecimento e o cardápio no formato Merchant do Open Delivery.');

export type OpenDeliveryMerchant = z.infer<typeof openDeliveryMerchantSchema>;
