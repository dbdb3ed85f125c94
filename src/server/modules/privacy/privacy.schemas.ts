/** The LGPD answers as the owner's client receives them (dates as ISO strings, money as decimal strings). */
import { z } from 'zod';
import { isoDateTime, money } from '../../lib/answer-schemas';

export const customerExportSchema = z
  .object({
    phone: z.string(),
    exportedAt: isoDateTime,
    orders: z.array(
      z.object({
        orderNumber: z.string(),
        createdAt: isoDateTime,
        customerName: z.string(),
        deliveryType: z.string(),
        deliveryAddress: z.string().nullable(),
        tableNumber: z.string().nullable(),
        items: z.unknown().describe('Os itens do pedido como foram guardados (JSON).'),
        total: money.describe('Total em reais, decimal, ex.: "40.00".'),
        status: z.string(),
        notes: z.string().nullable(),
      }),
    ),
    loyalty: z
      .object({
        customerName: z.string().nullable(),
        customerEmail: z.string().nullable(),
        birthDate: z.string().nullable(),
        points: z.number(),
        totalPointsEarned: z.number(),
        currentTier: z.string(),
        joinedAt: isoDateTime,
        transactions: z.array(
          z.object({
            type: z.string(),
            points: z.number(),
            description: z.string().nullable(),
            createdAt: isoDateTime,
          }),
        ),
      })
      .nullable()
      .describe('Cadastro no programa de fidelidade, quando existe.'),
  })
  .describe('Tudo o que o restaurante guarda sobre o cliente.');

export type CustomerExport = z.output<typeof customerExportSchema>;

export const customerErasedSchema = z.object({
  ordersAnonymised: z.number().describe('Pedidos anonimizados.'),
  loyaltyAnonymised: z.boolean().describe('O cadastro de fidelidade foi anonimizado.'),
});
