/**
 * A restaurant with one real row of every kind an owner can address by id, created through the API
 * (menu item, category, option group, order, loyalty customer via a delivered order, reward, tier,
 * coupon, stock movement, supplier, purchase, integration, report template, schedule, plan payment).
 * The trust suites probe one tenant with another's ids, so both tenants are seeded the same way.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { zonedDateKey } from '../../src/domain/reports/periods';
import { kitchenTickets } from '../../src/server/db/schema';
import type { App } from '../../src/server/lib/types';
import { registerOwner, sessionCookie } from '../harness/app';
import { insertFiscalProfile, insertReceipt } from '../harness/fiscal-rows';

/**
 * The PIN each seeded staff member switches in with, by role; the access matrix acts as them in this
 * order, the Gerente (who may delete) last.
 */
export const STAFF_PINS = { garcom: '3852', cozinha: '4963', caixa: '5174', gerente: '2741' } as const;
export type SeededRole = keyof typeof STAFF_PINS;

export interface Tenant {
  restaurantId: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
  /** The bearer token of the tenant's paired print agent (the `agent` access class). */
  agentToken: string;
  customerPhone: string;
  customerName: string;
  /** One staff member per role, with the PIN of STAFF_PINS. */
  staff: Record<SeededRole, string>;
  /** Route parameter name -> this tenant's value. */
  params: Record<string, string>;
  /** Strings that belong to this tenant alone and must never appear in another tenant's answers. */
  secrets: string[];
}

let tenantCount = 0;

export async function seedTenant(app: App, label: string): Promise<Tenant> {
  tenantCount += 1;
  const tag = `${label}${tenantCount}${Date.now().toString(36)}`;
  const { restaurant, cookie, registration } = await registerOwner(app, { name: `Casa ${tag}` });
  const id = restaurant.id;
  const call = async (method: string, url: string, payload?: unknown, expected = [200, 201]) => {
    const response = await app.inject({
      method: method as 'POST',
      url: `/api${url}`,
      headers: { cookie },
      ...(payload !== undefined && { payload: payload as object }),
    });
    if (!expected.includes(response.statusCode))
      throw new Error(`seed ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.body ? response.json() : null;
  };
  const base = `/restaurants/${id}`;

  const category = await call('POST', `${base}/categories`, { name: `Categoria ${tag}` });
  const group = await call('POST', `${base}/option-groups`, {
    name: `Tamanho ${tag}`,
    options: [{ name: `Grande ${tag}`, price: '5.00' }],
  });
  const item = await call('POST', `${base}/menu`, {
    name: `Prato ${tag}`,
    description: 'Feito na hora.',
    price: '25.00',
    category: category.name,
    loyaltyPoints: 2,
    optionGroupIds: [group.id],
  });
  await call('PATCH', `${base}/inventory/${item.id}`, { hasInventoryControl: true, minStockAlert: 2 });
  const movement = await call('POST', `${base}/stock/movements`, {
    menuItemId: item.id,
    type: 'entrada',
    quantity: 100,
  });
  const supplier = await call('POST', `${base}/suppliers`, {
    name: `Fornecedor ${tag}`,
    phone: '(11) 3333-4444',
    email: `fornecedor-${tag}@exemplo.com.br`,
  });
  const purchase = await call('POST', `${base}/purchases`, {
    supplierId: supplier.id,
    items: [{ menuItemId: item.id, quantity: 3, unitPrice: '4.50' }],
  });
  await call('POST', `${base}/loyalty`, {
    pointsPerReal: 1,
    pointsForRedemption: 100,
    discountValue: '5.00',
    bonusPointsPerOrder: 0,
    isActive: true,
  });
  const reward = await call('POST', `${base}/loyalty/rewards`, {
    name: `Brinde ${tag}`,
    pointsCost: 50,
    rewardType: 'discount',
    rewardValue: '5.00',
  });
  const tier = await call('POST', `${base}/loyalty/tiers`, {
    name: `vip${tag}`.slice(0, 30),
    minPoints: 5000,
    multiplier: 2,
  });
  const coupon = await call('POST', `${base}/coupons`, {
    code: `C${tag}`.slice(0, 30).toUpperCase(),
    kind: 'percent',
    value: '10',
  });

  // The kitchen (decision 0047): a printer on the first station, so the order's confirmation
  // below makes a print job; a paired agent.
  const { stations } = await call('GET', `${base}/kitchen/stations`);
  const station = stations[0];
  await call('PATCH', `${base}/kitchen/stations/${station.id}`, {
    printer: {
      family: 'epson',
      paperWidth: 80,
      columns: 48,
      connection: { kind: 'rede', host: '192.168.0.50' },
    },
  });

  const customerPhone = `55119${String(70_000_000 + tenantCount * 1111 + (Date.now() % 1000)).padStart(8, '0')}`;
  const customerName = `Cliente ${tag}`;
  const order = await placeOrder(app, id, item.id, group.options[0].id, customerPhone, customerName);
  for (const status of ['confirmed', 'preparing', 'ready', 'delivered'])
    await call('PATCH', `/orders/${order.id}/status`, { status });
  // The kitchen display (decision 0049): the order's ticket at that station, written by its confirmation.
  const [ticket] = await app.db
    .select()
    .from(kitchenTickets)
    .where(and(eq(kitchenTickets.orderId, order.id), eq(kitchenTickets.stationId, station.id)));
  if (!ticket) throw new Error('seed: no kitchen ticket for the confirmed order');
  const { jobs } = await call('GET', `${base}/kitchen/print-jobs`);
  // The order's NFC-e, authorized (decision 0059's DANFE and report read it), and its month.
  await insertFiscalProfile(app.db, id, app.config.encryptionKey);
  const receipt = await insertReceipt(app.db, id, { orderId: order.id });
  const receiptMonth = zonedDateKey(new Date(), 'America/Sao_Paulo').slice(0, 7);
  const pairing = await call('POST', `${base}/kitchen/agents/pairing-code`);
  const paired = await app.inject({
    method: 'POST',
    url: '/api/print-agent/pair',
    payload: { code: pairing.code, name: `Agente ${tag}` },
  });
  if (paired.statusCode !== 201) throw new Error(`seed: pairing ${paired.statusCode} ${paired.body}`);
  const agentId: string = paired.json().agentId;
  const agentToken: string = paired.json().token;
  const customer = await call('GET', `${base}/loyalty/customer/${customerPhone}`);
  const customerId = customer.id ?? customer.customer?.id;
  if (!customerId) throw new Error(`seed: no loyalty customer in ${JSON.stringify(customer)}`);

  const integration = await call('POST', `${base}/integrations`, {
    platform: 'rappi',
    credentials: {
      apiKey: `api-${tag}`,
      secretKey: `segredo-${tag}`,
      merchantId: `loja-${tag}`,
      webhookSecret: `webhook-${tag}`,
    },
  });
  const template = await call('POST', `${base}/report-templates`, {
    name: `Modelo ${tag}`,
    reportType: 'sales',
  });
  const schedule = await call('POST', `${base}/scheduled-reports`, {
    templateId: template.id,
    name: `Agenda ${tag}`,
    frequency: 'daily',
    emailTo: [`relatorio-${tag}@exemplo.com.br`],
  });
  const staff = {} as Record<SeededRole, string>;
  for (const [role, pin] of Object.entries(STAFF_PINS) as [SeededRole, string][])
    staff[role] = (await call('POST', `${base}/staff`, { name: `${role} ${tag}`, role, pin })).id;
  // The staff member the routes address by id: not one the matrix acts as, so edits change no PIN in use.
  const addressed = await call('POST', `${base}/staff`, { name: `Equipe ${tag}`, role: 'garcom' });
  // Tables (decision 0042): one open with a bill, one open to join into it, one free to move to,
  // and a pending 'Chamar garçom' from the first table's QR.
  const table = await call('POST', `${base}/tables`, { label: 'Varanda 1', area: 'Varanda', seats: 4 });
  const opened = await call('POST', `${base}/tables/${table.id}/open`, { people: 2 });
  const other = await call('POST', `${base}/tables`, { label: 'Varanda 2', area: 'Varanda' });
  const otherOpened = await call('POST', `${base}/tables/${other.id}/open`, { people: 3 });
  const free = await call('POST', `${base}/tables`, { label: 'Varanda 3', area: 'Varanda' });
  const tableCall = await app.inject({
    method: 'POST',
    url: `/api/restaurants/${id}/qr-tables/${encodeURIComponent('Varanda 1')}/calls`,
    payload: { kind: 'waiter' },
  });
  if (tableCall.statusCode !== 201) throw new Error(`seed call: ${tableCall.statusCode} ${tableCall.body}`);
  // An invitation by e-mail the invite routes address (Garçom, so a Gerente may resend or cancel it).
  const invite = await call('POST', `${base}/staff/invites`, {
    email: `equipe-${tag}-${id.slice(0, 8)}@exemplo.com.br`,
    role: 'garcom',
  });
  // The cash register (decision 0051): its 'Caixa' with a session open.
  const { registers } = await call('GET', `${base}/registers`);
  const cashRegister = registers[0];
  const registerSession = await call('POST', `${base}/registers/${cashRegister.id}/sessions`, {
    openingFloat: '100,00',
  });
  const plans = (await app.inject({ method: 'GET', url: '/api/plans' })).json();
  const checkout = await call('POST', `/restaurants/${id}/checkout/${plans[0].id}`, {});
  const paymentId = checkout.paymentId ?? checkout.id;
  if (!paymentId) throw new Error(`seed: no payment id in ${JSON.stringify(checkout)}`);

  const params: Record<string, string> = {
    id,
    restaurantId: id,
    itemId: item.id,
    categoryId: category.id,
    groupId: group.id,
    optionId: group.options[0].id,
    couponId: coupon.id,
    phone: customerPhone,
    customerId,
    rewardId: reward.id,
    tierId: tier.id,
    orderId: order.id,
    purchaseId: purchase.id,
    supplierId: supplier.id,
    movementId: movement.id,
    integrationId: integration.id,
    platform: 'rappi',
    templateId: template.id,
    scheduleId: schedule.id,
    staffId: addressed.id,
    tableId: table.id,
    billId: opened.bill.id,
    otherBillId: otherOpened.bill.id,
    partId: 'part-1',
    linkId: 'link-inexistente',
    // iFood's negotiation (HSD) on the seeded order: none opened, so the owner's answer is a 404.
    disputeId: 'negociacao-inexistente',
    freeTableId: free.id,
    callId: tableCall.json().id,
    label: 'Varanda 1',
    inviteId: invite.id,
    ticketId: ticket.id,
    // Body values of the switch: the seeded Garçom and their PIN.
    switchStaffId: staff.garcom,
    switchPin: STAFF_PINS.garcom,
    paymentId,
    planId: plans[0].id,
    outcome: 'approve',
    type: 'sales',
    // Body values (not route parameters) for the valid-bodies table.
    email: registration.email,
    password: registration.password,
    newPassword: `${registration.password}-novo`,
    couponCode: coupon.code,
    stationId: station.id,
    jobId: jobs[0].id,
    agentId,
    registerId: cashRegister.id,
    sessionId: registerSession.id,
    receiptId: receipt.id,
    month: receiptMonth,
  };
  const secrets = [
    id,
    station.id,
    jobs[0].id,
    agentId,
    restaurant.name,
    registration.email,
    customerPhone,
    customerName,
    item.id,
    item.name,
    order.id,
    supplier.id,
    supplier.name,
    purchase.id,
    reward.id,
    reward.name,
    tier.id,
    coupon.id,
    customerId,
    integration.id,
    template.id,
    template.name,
    schedule.id,
    paymentId,
    movement.id,
    category.id,
    group.id,
    addressed.id,
    addressed.name,
    table.id,
    opened.bill.id,
    otherOpened.bill.id,
    free.id,
    tableCall.json().id,
    invite.id,
    ticket.id,
    cashRegister.id,
    registerSession.id,
    receipt.id,
    ...Object.values(staff),
  ];
  return {
    restaurantId: id,
    name: restaurant.name,
    email: registration.email,
    password: registration.password,
    cookie,
    agentToken,
    customerPhone,
    customerName,
    staff,
    params,
    secrets,
  };
}

export async function placeOrder(
  app: App,
  restaurantId: string,
  menuItemId: string,
  optionId: string,
  customerPhone: string,
  customerName: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      restaurantId,
      customerName,
      customerPhone,
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      items: [{ menuItemId, quantity: 1, optionIds: [optionId] }],
    },
  });
  if (response.statusCode !== 201) throw new Error(`order: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string };
}

/** A new session for the tenant (its own cookie), through the login route. */
export async function login(app: App, tenant: Pick<Tenant, 'email' | 'password'>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: tenant.email, password: tenant.password },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}

/** The sessions table's key for a cookie (the store keeps an HMAC of the token only). */
export function sessionRowId(app: App, cookie: string): string {
  const token = cookie.replace(/^comanda_session=/, '');
  return createHmac('sha256', app.config.sessionSecret).update(token).digest('hex');
}

export function fillUrl(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}
