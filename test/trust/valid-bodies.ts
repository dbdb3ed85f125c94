/**
 * A valid body for every write route of the API (POST/PUT/PATCH), built from a map of route
 * parameter name -> id, so the same table serves the owner's own ids and another tenant's. The trust
 * suites fail when a write route has no entry here: a new route must be added with a valid body.
 * `null` means the route takes no body; 'multipart' routes are covered by uploads.test.ts.
 */
import { buildRegistration } from '../../src/server/db/factories';

export type Params = Record<string, string>;
type BodyOf = (p: Params) => Record<string, unknown> | null | 'multipart';

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

export const VALID_BODIES: Record<string, BodyOf> = {
  // Public writes.
  'POST /api/auth/login': (p) => ({ email: p.email, password: p.password }),
  'POST /api/auth/logout': () => null,
  'POST /api/auth/password/forgot': (p) => ({ email: p.email }),
  'POST /api/auth/password/reset': () => ({ token: 'x'.repeat(43), password: 'outra-senha-forte-456' }),
  'POST /api/auth/email/verify': () => ({ token: 'x'.repeat(43) }),
  'POST /api/report-recipients/preview': () => ({ token: 'x'.repeat(43) }),
  'POST /api/report-recipients/confirm': () => ({ token: 'x'.repeat(43) }),
  'POST /api/loyalty/referrals': (p) => ({ restaurantId: p.id, phone: p.phone, code: 'ABCDEFGH' }),
  'POST /api/orders': (p) => ({
    restaurantId: p.id,
    customerName: 'Cliente Teste',
    customerPhone: '(11) 98888-7777',
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: [{ menuItemId: p.itemId, quantity: 1, optionIds: [p.optionId] }],
  }),
  'POST /api/restaurants': () => ({ ...buildRegistration() }),
  'POST /api/restaurants/:id/coupons/validate': (p) => ({ code: p.couponCode ?? 'NADA', subtotal: '50.00' }),
  'POST /api/restaurants/:id/phone-proof/code': (p) => ({ phone: p.phone }),
  'POST /api/restaurants/:id/phone-proof/verify': (p) => ({ phone: p.phone, code: '123456' }),

  'POST /api/restaurants/:id/qr-tables/:label/calls': () => ({ kind: 'waiter' }),

  // Owner writes.
  'POST /api/restaurants/:id/kitchen/stations': () => ({ name: `Praça ${Date.now() % 1_000_000}` }),
  'PATCH /api/restaurants/:id/kitchen/stations/:stationId': () => ({ position: 0 }),
  'PUT /api/restaurants/:id/kitchen/routing': (p) => ({
    categories: { [p.categoryId!]: [p.stationId!] },
    items: {},
  }),
  'PATCH /api/restaurants/:id/kitchen/settings': () => ({ kdsWarnMinutes: 10 }),
  'POST /api/restaurants/:id/kitchen/agents/pairing-code': () => null,
  'POST /api/restaurants/:id/kitchen/print-jobs/:jobId/reprint': () => null,
  'POST /api/restaurants/:id/kitchen/orders/:orderId/print': () => null,
  // The NFC-e's fiscal profile, certificate and items' tax data (decision 0052).
  'PUT /api/restaurants/:id/fiscal/profile': () => ({
    cnpj: '11.222.333/0001-81',
    stateRegistration: '110.042.490.114',
    legalName: 'Cantina Teste Ltda',
    state: 'SP',
    regime: 'simples',
    environment: 'homologacao',
    cscId: '1',
    cscToken: 'A1B2C3D4E5F6G7H8I9J0',
  }),
  'POST /api/restaurants/:id/fiscal/certificate': () => ({
    pfxBase64: Buffer.from('certificado A1 de teste').toString('base64'),
    password: 'senha-do-certificado',
  }),
  'PUT /api/restaurants/:id/fiscal/items/:itemId': () => ({
    ncm: '2106.90.90',
    cfop: '5101',
    cest: null,
    origin: 0,
    situation: '102',
  }),
  'POST /api/restaurants/:id/fiscal/items/preset': (p) => ({ itemIds: [p.itemId], preset: 'prato' }),
  // The cash register (decision 0051).
  'POST /api/restaurants/:id/registers': () => ({ name: `Caixa ${Date.now() % 1_000_000}` }),
  'PATCH /api/restaurants/:id/registers/:registerId': () => ({ isActive: true }),
  'POST /api/restaurants/:id/registers/:registerId/sessions': () => ({ openingFloat: '100,00' }),
  'POST /api/restaurants/:id/register-sessions/:sessionId/movements': () => ({
    kind: 'suprimento',
    amount: '10,00',
    reason: 'Troco para a noite',
  }),
  'POST /api/restaurants/:id/register-sessions/:sessionId/close': () => ({
    counted: { cash: '100,00', credit: '0', debit: '0', meal_voucher: '0', pix: '0' },
  }),
  'POST /api/restaurants/:id/register-sessions/:sessionId/reopen': () => ({
    reason: 'Contagem conferida de novo',
  }),
  // The NFC-e receipts (issue 35).
  'POST /api/restaurants/:id/fiscal/receipts': (p) => ({ billId: p.billId, cpf: '529.982.247-25' }),
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/retry': () => null,
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/cancel': () => ({
    justification: 'Cliente desistiu da compra',
  }),
  'POST /api/restaurants/:id/register-sessions/:sessionId/report/print': () => null,
  'PATCH /api/restaurants/:id/register-settings': () => ({ requireOpenRegister: false }),
  // The print agent's pairing (public; its other writes are the 'agent' access class).
  'POST /api/print-agent/pair': () => ({ code: '000000', name: 'Agente de teste' }),
  'POST /api/restaurants/:id/tables': () => ({ label: `M${Date.now() % 100000}`, area: 'Salão', seats: 2 }),
  'PATCH /api/restaurants/:id/tables/:tableId': () => ({ area: 'Salão', seats: 6 }),
  'POST /api/restaurants/:id/tables/:tableId/open': () => ({ people: 4 }),
  'POST /api/restaurants/:id/bills/:billId/request': () => null,
  'POST /api/restaurants/:id/bills/:billId/orders/:orderId/remove': () => ({
    reason: 'Pedido feito por engano',
  }),
  'PUT /api/restaurants/:id/dining-settings': () => ({ serviceRateBps: 1000, couvertKind: 'artistic' }),
  'POST /api/restaurants/:id/bills/:billId/service-charge': () => ({
    remove: true,
    reason: 'Demora no atendimento',
  }),
  'POST /api/restaurants/:id/bills/:billId/couvert': () => ({ people: 1 }),
  'POST /api/restaurants/:id/bills/:billId/discount': () => ({ amount: '0', reason: 'Cortesia' }),
  'POST /api/restaurants/:id/bills/:billId/split': () => ({ method: 'whole' }),
  'POST /api/restaurants/:id/bills/:billId/pre-bill/print': () => null,
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/danfe/print': () => null,
  'POST /api/restaurants/:id/bills/:billId/payments': () => ({
    partId: 'part-1',
    method: 'pix',
    amount: '1.00',
  }),
  'POST /api/restaurants/:id/bills/:billId/parts/:partId/pix-link': () => null,
  'PUT /api/restaurants/:id/bills/:billId/loyalty-phone': (p) => ({ phone: p.phone }),
  'POST /api/restaurants/:id/bills/:billId/coupon': (p) => ({ code: p.couponCode ?? 'NADA' }),
  'POST /api/restaurants/:id/bills/:billId/phone-proof-code': () => null,
  'POST /api/restaurants/:id/bills/:billId/points': () => ({ points: 10, code: '123456' }),
  'POST /api/bill-pix/open': () => ({ token: 'x'.repeat(43) }),
  'POST /api/payments/bill-pix/webhook/:restaurantId': () => ({ type: 'payment', data: { id: '1' } }),
  'POST /api/restaurants/:id/bills/:billId/move': (p) => ({ tableId: p.freeTableId }),
  'POST /api/restaurants/:id/bills/:billId/join': (p) => ({ billId: p.otherBillId }),
  // No line of the seeded bill is addressed (an item id): answered 404 without writing anything.
  'POST /api/restaurants/:id/bills/:billId/items/move': (p) => ({
    lineId: p.itemId,
    quantity: 1,
    toTableId: p.tableId,
  }),
  'POST /api/restaurants/:id/table-calls/:callId/answer': () => null,
  'POST /api/restaurants/:id/email-verification': () => null,
  'POST /api/orders/:orderId/loyalty-redemption/refuse': () => null,
  'POST /api/orders/:orderId/disputes/:disputeId/answer': () => ({ answer: 'accept' }),
  'POST /api/orders/:orderId/paid': () => null,
  'POST /api/orders/:orderId/refund-answer': () => ({ accept: true }),
  'POST /api/orders/:orderId/cancellation-request-answer': () => ({ accept: true }),
  'POST /api/orders/:orderId/printed': () => null,
  'PATCH /api/orders/:orderId/status': () => ({ status: 'confirmed', estimatedTime: 30 }),
  'POST /api/payments/test-checkout/:paymentId/:outcome': () => null,
  'PUT /api/report-templates/:templateId': () => ({ name: 'Vendas do mês', reportType: 'sales' }),
  'PUT /api/restaurants/:id': () => ({
    name: 'Cantina Renomeada',
    address: 'Rua Augusta, 1500 - São Paulo',
    whatsapp: '5511999998888',
  }),
  'POST /api/restaurants/:id/categories': () => ({ name: 'Sobremesas' }),
  'PUT /api/restaurants/:id/categories/:categoryId': () => ({ name: 'Entradas' }),
  'PUT /api/restaurants/:id/categories/order': (p) => ({ ids: [p.categoryId] }),
  'POST /api/restaurants/:id/coupons': () => ({
    code: `NOVO${Date.now() % 100000}`,
    kind: 'fixed',
    value: '5.00',
  }),
  'PATCH /api/restaurants/:id/coupons/:couponId': () => ({ isActive: false }),
  'PUT /api/restaurants/:id/delivery-zones': () => ({
    zones: [{ name: 'Centro', kind: 'radius', radiusKm: 5, fee: '6.00' }],
  }),
  'POST /api/restaurants/:id/integrations': () => ({
    platform: 'rappi',
    credentials: {
      apiKey: 'client-id-rappi',
      secretKey: 'segredo-rappi-123',
      merchantId: '900109448',
      webhookSecret: 'segredo-webhook-rappi',
    },
  }),
  'PATCH /api/restaurants/:id/integrations/:platform': () => ({ isActive: false }),
  'POST /api/restaurants/:id/whatsapp/embedded-signup': () => ({
    code: 'AQBcodigo-de-teste-da-meta',
    wabaId: '102290129340398',
    phoneNumberId: '106540352242922',
  }),
  'POST /api/restaurants/:id/whatsapp/pin': () => ({ pin: '123456' }),
  'POST /api/restaurants/:id/whatsapp/refresh': () => null,
  'POST /api/restaurants/:id/mercadopago/pix-key-check': () => null,
  'POST /api/restaurants/:id/plan/subscription/cancel': () => null,
  'POST /api/restaurants/:id/integrations/ifood/link': () => ({}),
  'POST /api/restaurants/:id/integrations/ifood/authorize': () => ({ authorizationCode: 'AUTH-CODIGO' }),
  'POST /api/restaurants/:id/integrations/ifood/store-lookup': () => ({ store: 'id-da-loja-no-ifood' }),
  'POST /api/restaurants/:id/integrations/ifood/store': () => ({ store: 'id-da-loja-no-ifood' }),
  'POST /api/restaurants/:id/integrations/rappi/link': () => ({ storeId: '900109448' }),
  'POST /api/restaurants/:id/integrations/keeta/link': () => ({ keetaMerchantId: '783441058' }),
  'PATCH /api/restaurants/:id/inventory/:itemId': () => ({ minStockAlert: 3 }),
  'POST /api/restaurants/:id/loyalty': () => ({
    pointsPerReal: 2,
    pointsForRedemption: 100,
    discountValue: '5.00',
    bonusPointsPerOrder: 1,
  }),
  'POST /api/restaurants/:id/loyalty/customer/:customerId/points': () => ({ points: 10, type: 'bonus' }),
  'POST /api/restaurants/:id/loyalty/customer/:customerId/redeem': (p) => ({ rewardId: p.rewardId }),
  'PATCH /api/restaurants/:id/loyalty/customers/:customerId': () => ({ customerName: 'Nome Corrigido' }),
  'POST /api/restaurants/:id/loyalty/rewards': () => ({
    name: 'Refrigerante',
    pointsCost: 30,
    rewardType: 'freeItem',
  }),
  'PATCH /api/restaurants/:id/loyalty/rewards/:rewardId': () => ({ isActive: false }),
  'POST /api/restaurants/:id/loyalty/tiers': () => ({
    name: `nivel${Date.now() % 100000}`,
    minPoints: 9000,
    multiplier: 3,
  }),
  'PATCH /api/restaurants/:id/loyalty/tiers/:tierId': () => ({ minPoints: 6000, multiplier: 2.5 }),
  'POST /api/restaurants/:id/menu': (p) => ({
    name: 'Suco de Laranja',
    price: '9.90',
    category: 'Bebidas',
    optionGroupIds: [p.groupId],
  }),
  // `price` is a real field of the item's partial update, so the body sets it (it is not an extra).
  'PATCH /api/restaurants/:id/menu/:itemId': () => ({ isSoldOut: false, price: '27.50' }),
  'PUT /api/restaurants/:id/menu/:itemId': (p) => ({
    name: 'Prato do Dia',
    price: '31.00',
    category: 'Pratos',
    optionGroupIds: [p.groupId],
  }),
  'PUT /api/restaurants/:id/opening-hours': () => ({
    periods: [{ weekday: 1, opensAt: '18:00', closesAt: '23:00' }],
  }),
  'PUT /api/restaurants/:id/onboarding/hidden': () => ({ hidden: true }),
  'POST /api/restaurants/:id/staff': () => ({ name: 'Pessoa Nova', role: 'garcom', pin: '4826' }),
  'PATCH /api/restaurants/:id/staff/:staffId': () => ({ name: 'Pessoa Renomeada' }),
  'PUT /api/restaurants/:id/staff/:staffId/pin': () => ({ pin: '5839' }),
  'POST /api/restaurants/:id/staff/lock': () => null,
  // A team invitation's page: a token nobody was sent (a 400 'Convite inválido').
  'POST /api/staff-invites/open': () => ({ token: 'convite-que-ninguem-recebeu-0123456789abcdef' }),
  'POST /api/staff-invites/accept': () => ({
    token: 'convite-que-ninguem-recebeu-0123456789abcdef',
    name: 'Pessoa Convidada',
    password: 'senha-do-convite-forte',
  }),
  'POST /api/restaurants/:id/staff/invites': (p) => ({
    email: `convite-${p.id}@exemplo.com.br`,
    role: 'garcom',
  }),
  'POST /api/restaurants/:id/staff/invites/:inviteId/resend': () => null,
  // To the seeded Garçom: the staff routes are registered last, so in the owner's own pass of the
  // access matrix nothing runs on that session after it; the role pass switches back to its role.
  'POST /api/restaurants/:id/staff/switch': (p) => ({ staffId: p.switchStaffId, pin: p.switchPin }),
  'POST /api/restaurants/:id/onboarding/shared': () => ({}),
  'POST /api/restaurants/:id/option-groups': () => ({
    name: 'Borda',
    options: [{ name: 'Catupiry', price: '6.00' }],
  }),
  'PUT /api/restaurants/:id/option-groups/:groupId': (p) => ({
    name: 'Tamanho',
    options: [{ id: p.optionId, name: 'Grande', price: '7.00' }],
  }),
  'PATCH /api/restaurants/:id/options/:optionId': () => ({ isSoldOut: false }),
  'PUT /api/restaurants/:id/order-settings': () => ({
    acceptsPickup: true,
    acceptsDelivery: true,
    acceptsTable: true,
    acceptsCash: true,
    acceptsCard: true,
    acceptsPix: false,
    tableCount: 10,
    halfAndHalfPricing: 'highest',
  }),
  'POST /api/restaurants/:id/orders': (p) => ({
    customerName: 'Cliente Balcão',
    customerPhone: '(11) 97777-1212',
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: [{ menuItemId: p.itemId, quantity: 1, optionIds: [p.optionId] }],
  }),
  'PATCH /api/restaurants/:id/panel-settings': () => ({ autoPrintOnConfirm: true }),
  'POST /api/restaurants/:id/password': (p) => ({ currentPassword: p.password, newPassword: p.newPassword }),
  'PUT /api/restaurants/:id/pause': () => ({ pausedUntil: inOneHour() }),
  'PUT /api/restaurants/:id/pix-key': () => ({ type: 'email', key: 'pix@exemplo.com.br' }),
  'POST /api/restaurants/:id/purchases': (p) => ({
    supplierId: p.supplierId,
    items: [{ menuItemId: p.itemId, quantity: 2, unitPrice: '3.00' }],
  }),
  'POST /api/restaurants/:id/purchases/:purchaseId/cancel': () => null,
  'POST /api/restaurants/:id/purchases/:purchaseId/receive': () => null,
  'POST /api/restaurants/:id/report-templates': () => ({ name: 'Produtos', reportType: 'products' }),
  'POST /api/restaurants/:id/scheduled-reports': (p) => ({
    templateId: p.templateId,
    name: 'Resumo diário',
    frequency: 'daily',
    emailTo: ['gerente@exemplo.com.br'],
  }),
  'PUT /api/scheduled-reports/:scheduleId': (p) => ({
    templateId: p.templateId,
    name: 'Resumo semanal',
    frequency: 'weekly',
    emailTo: ['gerente@exemplo.com.br'],
  }),
  'POST /api/scheduled-reports/:scheduleId/send-now': () => null,
  'POST /api/scheduled-reports/:scheduleId/recipients/resend': () => ({ email: 'gerente@exemplo.com.br' }),
  'POST /api/restaurants/:id/stock/movements': (p) => ({
    menuItemId: p.itemId,
    type: 'entrada',
    quantity: 5,
  }),
  'POST /api/restaurants/:id/suppliers': () => ({ name: 'Hortifruti Central', phone: '(11) 3222-1111' }),
  'PATCH /api/restaurants/:id/suppliers/:supplierId': () => ({ notes: 'Entrega às terças' }),
  'POST /api/restaurants/:restaurantId/checkout/:planId': () => ({ autoRenew: false }),
  'POST /api/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/items/:itemId': () => ({ done: true }),
  'POST /api/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/bump': () => null,
  'POST /api/restaurants/:id/kitchen/kds/:stationId/recall': () => null,
  'POST /api/upload/menu-item': () => 'multipart',
  'POST /api/upload/restaurant': () => 'multipart',
};

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** The restaurant's Mercado Pago token in the bodies above; the trust app's Mercado Pago fake knows it. */
export const TRUST_MERCADOPAGO_TOKEN = 'APP_USR-0000000000000000-000000-teste';
