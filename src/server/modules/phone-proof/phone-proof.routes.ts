/**
 * Proving a phone (issue 19): the diner asks for a code (sent over the restaurant's WhatsApp by the
 * app's OneTimeCodeSender), types it, and this device is trusted for that phone at that restaurant
 * for 90 days. Spending points and seeing the referral code need that proof; the owner can revoke it.
 * When no code can be delivered the answer says so, and the cart offers the restaurant's
 * confirmation on the order instead (loyalty/pending-redemption.ts).
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { customerPhoneKey, isValidCustomerPhone } from '../../../domain/cart/customer-phone';
import { customerLoyalty, restaurants } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { isDeviceTrusted, revokeDevices, TRUST_DAYS, trustDevice } from './device-trust';
import { CODE_TTL_MINUTES, createOneTimeCodes } from './one-time-codes';

const key = z.string().trim().min(1).max(64);
const INVALID_PHONE = 'Telefone inválido';
const phone = z
  .string({ error: INVALID_PHONE })
  .max(30, INVALID_PHONE)
  .refine(isValidCustomerPhone, INVALID_PHONE)
  .transform(customerPhoneKey);
const restaurantParams = z.object({ id: key });
const phoneParams = z.object({ id: key, phone });
const codeBody = z.object({ phone });
const verifyBody = z.object({
  phone,
  code: z
    .string({ error: 'Digite o código de 6 dígitos' })
    .trim()
    .regex(/^\d{6}$/, 'Digite o código de 6 dígitos'),
});
const customerParams = z.object({ id: key, customerId: key });

const trustedAnswer = z.object({
  trusted: z.boolean().describe('Este aparelho já provou o telefone neste restaurante.'),
});
const codeAnswer = z.object({
  delivered: z
    .boolean()
    .describe('O código foi enviado pelo WhatsApp; se não, o carrinho oferece a confirmação do restaurante.'),
  expiresInMinutes: z.number(),
});
const verifiedAnswer = z.object({
  trusted: z.literal(true),
  trustedForDays: z.number().describe('Dias em que o aparelho fica confiável (cookie).'),
});
const revokedAnswer = z.object({ revoked: z.number().describe('Aparelhos desconectados.') });

const TOO_MANY_CODES = 'Muitos códigos pedidos. Aguarde alguns minutos e tente de novo.';
const RESTAURANT_BUSY =
  'Este restaurante enviou muitos códigos agora. Tente mais tarde, ou envie o pedido assim mesmo: o restaurante confere o resgate dos pontos.';
const NOT_SENT_HERE =
  'Não enviamos códigos para este número pelo WhatsApp deste restaurante. Você pode enviar o pedido assim mesmo: o restaurante confere o resgate dos pontos.';
const TOO_MANY_TRIES = 'Muitas tentativas. Aguarde alguns minutos e tente de novo.';
const NO_CODE = 'Código expirado ou já usado. Peça um novo código.';
const EXHAUSTED = 'Código bloqueado após 5 tentativas. Peça um novo código.';
const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export async function phoneProofPublicRoutes(app: App) {
  const codes = createOneTimeCodes(app.db, app.config.sessionSecret);
  const secureCookies = app.config.publicUrl.startsWith('https://');

  const requireRestaurant = async (id: string) => {
    const [row] = await app.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, id));
    if (!row) throw notFound('Restaurante não encontrado');
  };

  // Whether this device already proved the phone here: the cart skips the code when it has.
  app.get(
    '/restaurants/:id/phone-proof/:phone',
    { schema: { params: phoneParams, response: { 200: trustedAnswer } }, config: { access: 'public' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { trusted: await isDeviceTrusted(app.db, request, request.params.id, request.params.phone) };
    },
  );

  app.post(
    '/restaurants/:id/phone-proof/code',
    {
      schema: { params: restaurantParams, body: codeBody, response: { 200: codeAnswer } },
      config: { access: 'public' },
    },
    async (request) => {
      const { id } = request.params;
      await requireRestaurant(id);
      return sendPhoneProofCode(app, { restaurantId: id, phone: request.body.phone, ip: request.ip });
    },
  );

  app.post(
    '/restaurants/:id/phone-proof/verify',
    {
      schema: { params: restaurantParams, body: verifyBody, response: { 200: verifiedAnswer } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { id } = request.params;
      await enforceRateLimits(app.db, [
        {
          key: `phone-proof:verify:phone:${id}:${request.body.phone}`,
          limit: 10,
          windowMs: TEN_MINUTES,
          message: TOO_MANY_TRIES,
        },
        {
          key: `phone-proof:verify:ip:${request.ip}`,
          limit: 30,
          windowMs: TEN_MINUTES,
          message: TOO_MANY_TRIES,
        },
      ]);
      const outcome = await codes.verify(id, request.body.phone, request.body.code);
      if (!outcome.ok) {
        const message =
          outcome.reason === 'none'
            ? NO_CODE
            : outcome.reason === 'exhausted'
              ? EXHAUSTED
              : `Código incorreto. ${outcome.left === 1 ? 'Resta 1 tentativa' : `Restam ${outcome.left} tentativas`}.`;
        throw new HttpError(400, message, { code: message });
      }
      await trustDevice(app.db, request, reply, {
        restaurantId: id,
        phone: request.body.phone,
        secureCookies,
      });
      reply.header('cache-control', 'no-store');
      return { trusted: true as const, trustedForDays: TRUST_DAYS };
    },
  );
}

/** The owner's 'Desconectar aparelhos' for one customer of the loyalty program. */
export async function phoneProofOwnerRoutes(app: App) {
  app.delete(
    '/restaurants/:id/loyalty/customers/:customerId/devices',
    { schema: { params: customerParams, response: { 200: revokedAnswer } } },
    async (request) => {
      const [customer] = await app.db
        .select({ phone: customerLoyalty.customerPhone })
        .from(customerLoyalty)
        .where(
          and(
            eq(customerLoyalty.restaurantId, request.params.id),
            eq(customerLoyalty.id, request.params.customerId),
          ),
        );
      if (!customer) throw notFound('Cliente não encontrado');
      return { revoked: await revokeDevices(app.db, request.params.id, customer.phone) };
    },
  );
}

/**
 * Sends a one-time code to a phone for this restaurant, under every limit of decision 0008 (per phone
 * and address, per address, per restaurant, never to a phone that opted out). The public route and a
 * table's bill (the diner proves her phone to the cashier, decision 0046) both come here.
 */
export async function sendPhoneProofCode(
  app: App,
  input: { restaurantId: string; phone: string; ip: string },
): Promise<{ delivered: boolean; expiresInMinutes: number }> {
  const id = input.restaurantId;
  const phone = input.phone;
  const codes = createOneTimeCodes(app.db, app.config.sessionSecret);
  // A phone's budget is per restaurant and per asking address: an attacker spends only his own
  // share at the restaurants he tries, never the diner's everywhere. The phone's looser hourly
  // limit at one restaurant, the address's own limit and the restaurant's caps bound a flood.
  await enforceRateLimits(app.db, [
    {
      key: `phone-proof:code:phone:${id}:${phone}:ip:${input.ip}`,
      limit: 3,
      windowMs: TEN_MINUTES,
      message: TOO_MANY_CODES,
    },
    { key: `phone-proof:code:phone:${id}:${phone}`, limit: 10, windowMs: HOUR, message: TOO_MANY_CODES },
    {
      key: `phone-proof:code:ip:${input.ip}`,
      limit: 10,
      windowMs: TEN_MINUTES,
      message: TOO_MANY_CODES,
    },
  ]);
  // Never to a diner who asked this restaurant to stop: no code, nothing sent, the reason unsaid.
  if (await app.codeSender.optedOut?.({ restaurantId: id, phone: phone }))
    throw new HttpError(403, NOT_SENT_HERE);
  // Each code is a paid template from the restaurant's number: capped per restaurant, whoever
  // asks, counted only once the requester's own limits let the request through.
  const { perHour, perDay } = app.config.phoneProofCodes;
  await enforceRateLimits(app.db, [
    {
      key: `phone-proof:code:restaurant:hour:${id}`,
      limit: perHour,
      windowMs: HOUR,
      message: RESTAURANT_BUSY,
    },
    {
      key: `phone-proof:code:restaurant:day:${id}`,
      limit: perDay,
      windowMs: DAY,
      message: RESTAURANT_BUSY,
    },
  ]);
  const code = await codes.issue(id, phone);
  const { delivered } = await app.codeSender
    .sendCode({ restaurantId: id, phone: phone, code })
    .catch((error: unknown) => {
      app.log.warn({ err: error instanceof Error ? error.name : 'unknown' }, 'one-time code not sent');
      return { delivered: false };
    });
  if (!delivered) await codes.discard(id, phone, code);
  return { delivered, expiresInMinutes: CODE_TTL_MINUTES };
}
