/**
 * Logs hold no personal data (LGPD, ASVS V7): a realistic flow at the most verbose log level —
 * registration, a delivery order with the diner's name, phone, address and e-mail, tracking and
 * loyalty look-ups by phone, logins (good and bad), a password reset by e-mail, a customer's data
 * export and erasure, and a request that fails — while every line the app writes to stdout/stderr
 * is captured. None may contain a phone (in any formatting), an e-mail, a name, an address, a
 * token, a password or a cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerOwner, sessionCookie, type TestContext } from '../harness/app';
import { captureLogs } from '../harness/log-capture';
import { readOutbox, waitForMail } from '../harness/outbox';

let ctx: TestContext;
let logs: string[] = [];
let restoreFs: () => void;

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'trace' });
  // Every log line the app writes, to prove what never reaches the logs.
  const capture = captureLogs();
  logs = capture.lines;
  restoreFs = capture.restore;
}, 120_000);
afterAll(async () => {
  restoreFs?.();
  await ctx?.close();
});

const DINER = {
  name: 'Josefina Albuquerque Trindade',
  phone: '(21) 97654-3219',
  email: 'josefina.trindade@correio.com.br',
  address: 'Travessa dos Girassóis, 742 - Jardim Botânico',
};
const OWNER_PHONE = '5531988776655';
const NEW_PASSWORD = 'girassol-azul-2024';

/** The ways a phone shows up: digits, with country code, masked, URL-encoded, spaced. */
function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('55') && digits.length > 11 ? digits.slice(2) : digits;
  const area = national.slice(0, 2);
  const local = national.slice(2);
  const masked = `(${area}) ${local.slice(0, -4)}-${local.slice(-4)}`;
  return [
    national,
    `55${national}`,
    local,
    masked,
    encodeURIComponent(masked),
    `${local.slice(0, -4)}-${local.slice(-4)}`,
  ];
}

const outboxText = () => readOutbox(ctx.dataDir).join('\n');

describe('the logs of a realistic flow', () => {
  it('contain no phone, e-mail, name, address, token, password or cookie', async () => {
    const app = ctx.app;
    const owner = await registerOwner(app, { whatsapp: OWNER_PHONE });
    const { restaurant, registration, cookie } = owner;
    const id = restaurant.id;
    const as = { cookie };

    const item = (
      await app.inject({
        method: 'POST',
        url: `/api/restaurants/${id}/menu`,
        headers: as,
        payload: { name: 'Moqueca', price: '58.00', category: 'Pratos' },
      })
    ).json();
    await app.inject({
      method: 'PUT',
      url: `/api/restaurants/${id}/delivery-zones`,
      headers: as,
      payload: { zones: [{ name: 'Cidade', kind: 'radius', radiusKm: 50, fee: '5.00' }] },
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: id,
        customerName: DINER.name,
        customerPhone: DINER.phone,
        deliveryType: 'delivery',
        deliveryAddress: DINER.address,
        neighborhood: 'Jardim Botânico',
        deliveryLatitude: -23.556,
        deliveryLongitude: -46.662,
        paymentMethod: 'cash',
        notes: `Se precisar, escreva para ${DINER.email}`,
        items: [{ menuItemId: item.id, quantity: 2 }],
      },
    });
    expect(order.statusCode).toBe(201);
    const orderId = order.json().id as string;
    for (const status of ['confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'])
      await app.inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}/status`,
        headers: as,
        payload: { status },
      });

    for (const phone of phoneForms(DINER.phone)) {
      await app.inject({ method: 'GET', url: `/api/orders/track/${encodeURIComponent(phone)}` });
      await app.inject({ method: 'GET', url: `/api/restaurants/${id}/loyalty/${encodeURIComponent(phone)}` });
    }
    await app.inject({ method: 'GET', url: `/api/orders/track/x?phone=${encodeURIComponent(DINER.phone)}` });
    await app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/loyalty/customer/${encodeURIComponent(DINER.phone)}`,
      headers: as,
    });
    const exported = await app.inject({
      method: 'GET',
      url: `/api/restaurants/${id}/customers/${encodeURIComponent(DINER.phone)}/export`,
      headers: as,
    });
    expect(exported.statusCode).toBe(200);

    // Bad input that echoes personal data back to the client must not echo it into the logs.
    await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        restaurantId: id,
        customerName: DINER.name,
        customerPhone: DINER.phone,
        items: 'não é lista',
      },
    });
    const erase = await app.inject({
      method: 'DELETE',
      url: `/api/restaurants/${id}/customers/${encodeURIComponent(DINER.phone)}`,
      headers: as,
    });
    expect(erase.statusCode).toBe(200);

    // Logins: a wrong password, then the right one; a request with a dead cookie.
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registration.email, password: 'errada-1234' },
    });
    const loginResponse = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: registration.email, password: registration.password },
    });
    const freshCookie = sessionCookie(loginResponse);
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `${freshCookie}x` } });

    // 'Esqueci minha senha': the token travels by e-mail only.
    await app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: registration.email },
    });
    await waitForMail(ctx.dataDir, (mail) => mail.includes('redefinir-senha?token='));
    const resetToken = /redefinir-senha\?token=([\w-]+)/.exec(outboxText())![1]!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: NEW_PASSWORD },
    });

    const text = logs.join('');
    const lines = text.split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(15); // the capture works: request lines were written
    const forbidden = [
      ...phoneForms(DINER.phone),
      ...phoneForms(OWNER_PHONE),
      DINER.email,
      registration.email,
      DINER.name,
      'Josefina',
      DINER.address,
      'Girassóis',
      registration.address,
      registration.password,
      NEW_PASSWORD,
      resetToken,
      cookie.split('=')[1]!,
      freshCookie.split('=')[1]!,
    ];
    const found = forbidden.filter((value) => text.includes(value));
    expect(
      found,
      `log lines with personal data:\n${lines.filter((l) => found.some((f) => l.includes(f))).join('\n')}`,
    ).toEqual([]);
    console.info(
      `[trust] log scan: ${lines.length} log lines, ${forbidden.length} personal values searched, ${found.length} found`,
    );
  });
});
