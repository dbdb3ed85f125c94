/** The diner PIX answers as the client receives them (diner-pix.service.ts, diner-pix-charge.service.ts). */
import { z } from 'zod';
import { PIX_KEY_TYPES } from '../../../domain/payments/pix';
import { isoDateTime, money } from '../../lib/answer-schemas';

const staticPix = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  amount: money,
  txid: z.string().describe('Identificador da cobrança (o número do pedido no código estático).'),
  receiverName: z.string(),
  receiverCity: z.string(),
  payload: z.string().describe('O código PIX copia e cola.'),
  qrCodeDataUrl: z.string().describe('O QR code do mesmo código, como data URL PNG.'),
  paidAt: isoDateTime.nullable(),
});

const mercadoPagoPix = staticPix.extend({
  provider: z.literal('mercadopago'),
  status: z.string().describe('Estado do pagamento no Mercado Pago: pending, approved, cancelled…'),
  statusLabel: z.string(),
  expiresAt: isoDateTime.nullable(),
  ticketUrl: z.string().nullable().describe('Página do Mercado Pago com o PIX.'),
});

export const orderPixSchema = z
  .union([mercadoPagoPix, staticPix])
  .describe('O PIX do pedido: do Mercado Pago do restaurante (com provider) ou o código estático da chave.');

export const pixKeyViewSchema = z.object({
  type: z.enum(PIX_KEY_TYPES).nullable(),
  typeLabel: z.string().nullable(),
  key: z.string().nullable(),
});

export const mercadoPagoStatusSchema = z.object({
  configured: z.boolean().describe('Se o operador configurou o aplicativo do Comanda no Mercado Pago.'),
  connected: z.boolean(),
  legacy: z.boolean().describe('Conectada por token colado, antes do OAuth: funciona, mas pede reconexão.'),
  reconnectNeeded: z.boolean().describe('O Mercado Pago recusou renovar o acesso: conecte de novo.'),
  pixKeyMissing: z.boolean().describe('A conta não tem chave Pix: o PIX pelo Mercado Pago está desligado.'),
  liveMode: z.boolean().nullable(),
  connectedAt: isoDateTime.nullable(),
});

export const orderPaidSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  paymentMethod: z.string(),
  paidAt: isoDateTime,
});
