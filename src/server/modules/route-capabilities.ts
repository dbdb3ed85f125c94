/**
 * The capability each owner route needs (decision 0040), in one table so the permission boundary of
 * the whole owner API reads on one page. A route may instead declare `config.capability` itself (the
 * staff routes do). The route inventory test fails when an owner route has neither.
 */
import type { Capability } from '../../domain/staff/capabilities';
import type { Db } from '../db/client';
import { staffActions } from '../db/schema';

export const OWNER_ROUTE_CAPABILITIES: Readonly<Record<string, Capability>> = {
  // The restaurant's profile and settings.
  'GET /api/restaurants/:id/account': 'settings.edit',
  'PUT /api/restaurants/:id': 'settings.edit',
  'GET /api/restaurants/:id/settings': 'settings.edit',
  'PUT /api/restaurants/:id/opening-hours': 'settings.edit',
  'PUT /api/restaurants/:id/pause': 'settings.edit',
  'PUT /api/restaurants/:id/order-settings': 'settings.edit',
  'PUT /api/restaurants/:id/delivery-zones': 'settings.edit',
  'POST /api/upload/restaurant': 'settings.edit',
  'GET /api/restaurants/:id/onboarding': 'settings.edit',
  'POST /api/restaurants/:id/onboarding/shared': 'settings.edit',
  'PUT /api/restaurants/:id/onboarding/hidden': 'settings.edit',
  'PATCH /api/restaurants/:id/panel-settings': 'settings.edit',

  // The owner's own account: password and e-mail (and so ownership) stay with the owner.
  'POST /api/restaurants/:id/password': 'account.manage',
  'POST /api/restaurants/:id/email-verification': 'account.manage',

  // Menu.
  'POST /api/restaurants/:id/menu': 'menu.edit',
  'PUT /api/restaurants/:id/menu/:itemId': 'menu.edit',
  'PATCH /api/restaurants/:id/menu/:itemId': 'menu.edit',
  'DELETE /api/restaurants/:id/menu/:itemId': 'menu.edit',
  'POST /api/restaurants/:id/categories': 'menu.edit',
  'PUT /api/restaurants/:id/categories/order': 'menu.edit',
  'PUT /api/restaurants/:id/categories/:categoryId': 'menu.edit',
  'DELETE /api/restaurants/:id/categories/:categoryId': 'menu.edit',
  'GET /api/restaurants/:id/option-groups': 'menu.edit',
  'POST /api/restaurants/:id/option-groups': 'menu.edit',
  'PUT /api/restaurants/:id/option-groups/:groupId': 'menu.edit',
  'DELETE /api/restaurants/:id/option-groups/:groupId': 'menu.edit',
  'PATCH /api/restaurants/:id/options/:optionId': 'menu.availability',
  'POST /api/upload/menu-item': 'menu.edit',
  'GET /api/restaurants/:id/qr-code': 'menu.view',
  'GET /api/restaurants/:id/qr-code/tables.pdf': 'menu.view',
  'GET /api/restaurants/:id/qr-code/menu.pdf': 'menu.view',

  // Orders. The status PATCH needs at least `orders.prepare`; the handler asks the target status's
  // own capability (domain/staff/order-status-capability.ts).
  'GET /api/restaurants/:id/orders': 'orders.view',
  'GET /api/restaurants/:id/orders/events': 'orders.view',
  'GET /api/restaurants/:id/panel-settings': 'orders.view',
  'GET /api/orders/:orderId/cancellation-reasons': 'orders.view',
  'GET /api/orders/:orderId/disputes': 'orders.view',
  'POST /api/orders/:orderId/disputes/:disputeId/answer': 'orders.cancel',
  'GET /api/restaurants/:id/integrations/order-sources': 'orders.view',
  // The panel reads Rappi's take deadline for its countdown; the card reads whether it is configured.
  'GET /api/restaurants/:id/integrations/rappi': 'orders.view',
  'POST /api/restaurants/:id/orders': 'orders.create',
  'PATCH /api/orders/:orderId/status': 'orders.prepare',
  'POST /api/orders/:orderId/printed': 'orders.prepare',
  'POST /api/orders/:orderId/loyalty-redemption/refuse': 'orders.update-status',
  'POST /api/orders/:orderId/paid': 'orders.mark-paid',
  'POST /api/orders/:orderId/refund-answer': 'orders.cancel',
  'POST /api/orders/:orderId/cancellation-request-answer': 'orders.cancel',

  // Reports (the dashboard reads them too).
  'GET /api/restaurants/:id/reports': 'reports.view',
  'GET /api/restaurants/:id/reports/:type': 'reports.view',
  'GET /api/restaurants/:id/reports/:type/export': 'reports.view',
  'GET /api/restaurants/:id/report-templates': 'reports.view',
  'POST /api/restaurants/:id/report-templates': 'reports.view',
  'PUT /api/report-templates/:templateId': 'reports.view',
  'DELETE /api/report-templates/:templateId': 'reports.view',
  'GET /api/report-templates/:templateId/report': 'reports.view',
  'GET /api/report-templates/:templateId/export': 'reports.view',
  'GET /api/restaurants/:id/scheduled-reports': 'reports.view',
  'POST /api/restaurants/:id/scheduled-reports': 'reports.view',
  'PUT /api/scheduled-reports/:scheduleId': 'reports.view',
  'POST /api/scheduled-reports/:scheduleId/send-now': 'reports.view',
  'POST /api/scheduled-reports/:scheduleId/recipients/resend': 'reports.view',
  'DELETE /api/scheduled-reports/:scheduleId': 'reports.view',

  // The plan and its payment.
  'POST /api/restaurants/:restaurantId/checkout/:planId': 'plan.manage',
  'GET /api/plan-payments/:paymentId': 'plan.manage',
  'GET /api/restaurants/:id/plan-payments': 'plan.manage',
  'GET /api/restaurants/:id/plan/subscription': 'plan.manage',
  'POST /api/restaurants/:id/plan/subscription/cancel': 'plan.manage',
  'GET /api/payments/test-checkout/:paymentId': 'plan.manage',
  'POST /api/payments/test-checkout/:paymentId/:outcome': 'plan.manage',

  // Integrations and their credentials (PIX key and Mercado Pago token included).
  'GET /api/restaurants/:id/pix-key': 'integrations.manage',
  'PUT /api/restaurants/:id/pix-key': 'integrations.manage',
  'DELETE /api/restaurants/:id/pix-key': 'integrations.manage',
  'GET /api/restaurants/:id/mercadopago': 'integrations.manage',
  'GET /api/restaurants/:id/mercadopago/authorize': 'integrations.manage',
  'POST /api/restaurants/:id/mercadopago/pix-key-check': 'integrations.manage',
  'DELETE /api/restaurants/:id/mercadopago': 'integrations.manage',
  'GET /api/restaurants/:id/integrations': 'integrations.manage',
  'POST /api/restaurants/:id/integrations': 'integrations.manage',
  'GET /api/restaurants/:id/integrations/ifood/link': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/ifood/link': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/ifood/authorize': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/ifood/store-lookup': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/ifood/store': 'integrations.manage',
  'GET /api/restaurants/:id/integrations/ifood/status': 'integrations.manage',
  'GET /api/restaurants/:id/integrations/keeta/merchant-check': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/rappi/link': 'integrations.manage',
  'GET /api/restaurants/:id/integrations/keeta/link': 'integrations.manage',
  'POST /api/restaurants/:id/integrations/keeta/link': 'integrations.manage',
  'PATCH /api/restaurants/:id/integrations/:platform': 'integrations.manage',
  'GET /api/restaurants/:id/whatsapp': 'integrations.manage',
  'POST /api/restaurants/:id/whatsapp/embedded-signup': 'integrations.manage',
  'POST /api/restaurants/:id/whatsapp/pin': 'integrations.manage',
  'POST /api/restaurants/:id/whatsapp/refresh': 'integrations.manage',
  'DELETE /api/restaurants/:id/whatsapp': 'integrations.manage',
  'GET /api/restaurants/:id/whatsapp/order-messages': 'integrations.manage',

  // Stock, suppliers and purchases.
  'GET /api/restaurants/:id/inventory': 'stock.manage',
  'PATCH /api/restaurants/:id/inventory/:itemId': 'stock.manage',
  'GET /api/restaurants/:id/stock/movements': 'stock.manage',
  'POST /api/restaurants/:id/stock/movements': 'stock.manage',
  'GET /api/restaurants/:id/suppliers': 'stock.manage',
  'POST /api/restaurants/:id/suppliers': 'stock.manage',
  'PATCH /api/restaurants/:id/suppliers/:supplierId': 'stock.manage',
  'GET /api/restaurants/:id/purchases': 'stock.manage',
  'POST /api/restaurants/:id/purchases': 'stock.manage',
  'POST /api/restaurants/:id/purchases/:purchaseId/receive': 'stock.manage',
  'POST /api/restaurants/:id/purchases/:purchaseId/cancel': 'stock.manage',

  // Loyalty customers, rewards, tiers and coupons.
  'GET /api/restaurants/:id/loyalty': 'loyalty.manage',
  'POST /api/restaurants/:id/loyalty': 'loyalty.manage',
  'GET /api/restaurants/:id/loyalty/stats': 'loyalty.manage',
  'GET /api/restaurants/:id/loyalty/reports': 'loyalty.manage',
  'GET /api/restaurants/:id/loyalty/customer/:phone': 'loyalty.manage',
  'GET /api/restaurants/:id/loyalty/customers/:customerId/transactions': 'loyalty.manage',
  'POST /api/restaurants/:id/loyalty/customer/:customerId/points': 'loyalty.manage',
  'POST /api/restaurants/:id/loyalty/customer/:customerId/redeem': 'loyalty.manage',
  'POST /api/restaurants/:id/loyalty/rewards': 'loyalty.manage',
  'PATCH /api/restaurants/:id/loyalty/rewards/:rewardId': 'loyalty.manage',
  'PATCH /api/restaurants/:id/loyalty/customers/:customerId': 'loyalty.manage',
  'POST /api/restaurants/:id/loyalty/tiers': 'loyalty.manage',
  'PATCH /api/restaurants/:id/loyalty/tiers/:tierId': 'loyalty.manage',
  'DELETE /api/restaurants/:id/loyalty/tiers/:tierId': 'loyalty.manage',
  'DELETE /api/restaurants/:id/loyalty/customers/:customerId/devices': 'loyalty.manage',
  'GET /api/restaurants/:id/coupons': 'loyalty.manage',
  'POST /api/restaurants/:id/coupons': 'loyalty.manage',
  'PATCH /api/restaurants/:id/coupons/:couponId': 'loyalty.manage',

  // Tables and bills (decision 0042): the map for anyone on the floor, opening and moving for the
  // waiters, setting the tables up for Dono and Gerente, removing an order as a cancellation.
  'GET /api/restaurants/:id/tables': 'tables.view',
  'POST /api/restaurants/:id/tables': 'tables.configure',
  'PATCH /api/restaurants/:id/tables/:tableId': 'tables.configure',
  'DELETE /api/restaurants/:id/tables/:tableId': 'tables.configure',
  'POST /api/restaurants/:id/tables/:tableId/open': 'tables.manage',
  'GET /api/restaurants/:id/bills/:billId': 'bills.view',
  'POST /api/restaurants/:id/bills/:billId/request': 'tables.manage',
  'POST /api/restaurants/:id/bills/:billId/orders/:orderId/remove': 'orders.cancel',
  'POST /api/restaurants/:id/bills/:billId/move': 'tables.manage',
  'POST /api/restaurants/:id/bills/:billId/join': 'tables.manage',
  'POST /api/restaurants/:id/bills/:billId/items/move': 'tables.manage',
  'POST /api/restaurants/:id/table-calls/:callId/answer': 'tables.view',
  // The team's invitations, its audit trail and an order's history (the rest of the staff routes
  // declare theirs on the route: decision 0040).
  'GET /api/restaurants/:id/staff/invites': 'team.manage',
  'POST /api/restaurants/:id/staff/invites': 'team.manage',
  'POST /api/restaurants/:id/staff/invites/:inviteId/resend': 'team.manage',
  'DELETE /api/restaurants/:id/staff/invites/:inviteId': 'team.manage',
  'GET /api/restaurants/:id/staff/actions': 'team.manage',
  'GET /api/restaurants/:id/orders/:orderId/history': 'orders.view',

  // Closing the bill (decision 0043): settings read by the floor and saved by who edits settings;
  // the service charge and manual discounts for Dono and Gerente; the couvert's people by the waiter at
  // the table; the split (`bills.split`) by the waiter or at the till; payments at the till (Caixa, Gerente, Dono).
  'GET /api/restaurants/:id/dining-settings': 'bills.view',
  'PUT /api/restaurants/:id/dining-settings': 'settings.edit',
  'POST /api/restaurants/:id/bills/:billId/service-charge': 'bills.service-charge',
  'POST /api/restaurants/:id/bills/:billId/couvert': 'tables.manage',
  'POST /api/restaurants/:id/bills/:billId/discount': 'bills.discount',
  'POST /api/restaurants/:id/bills/:billId/split': 'bills.split',
  'POST /api/restaurants/:id/bills/:billId/payments': 'bills.close',
  'GET /api/restaurants/:id/bills/:billId/pre-bill': 'bills.view',
  'POST /api/restaurants/:id/bills/:billId/pre-bill/print': 'bills.view',

  // The NFC-e's DANFE (the till's) and the fiscal report with the accountant's zip (decision 0059).
  'GET /api/restaurants/:id/fiscal/receipts/:receiptId/danfe': 'fiscal.issue',
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/danfe/print': 'fiscal.issue',
  'GET /api/restaurants/:id/fiscal/report': 'reports.view',
  'GET /api/restaurants/:id/fiscal/xml/:month.zip': 'reports.view',
  // PIX per part and loyalty on the bill (decision 0046): made and applied at the till, like a
  // payment (the diner's coupon and points are her rights, checked by their rules, not a favour);
  // a part's QR shown again by anyone who sees the bill.
  'POST /api/restaurants/:id/bills/:billId/parts/:partId/pix-link': 'bills.close',
  'GET /api/restaurants/:id/bills/:billId/pix-links/:linkId': 'bills.view',
  'PUT /api/restaurants/:id/bills/:billId/loyalty-phone': 'bills.close',
  'POST /api/restaurants/:id/bills/:billId/coupon': 'bills.close',
  'DELETE /api/restaurants/:id/bills/:billId/coupon': 'bills.close',
  'POST /api/restaurants/:id/bills/:billId/phone-proof-code': 'bills.close',
  'POST /api/restaurants/:id/bills/:billId/points': 'bills.close',
  'DELETE /api/restaurants/:id/bills/:billId/points': 'bills.close',

  // The kitchen display (decision 0047): its stations, the station's screen, lines done, 'Pronto' and 'Voltar'.
  'GET /api/restaurants/:id/kitchen/kds': 'kitchen.display',
  'GET /api/restaurants/:id/kitchen/kds/:stationId': 'kitchen.display',
  // Its live stream: ids and statuses only, so the Cozinha needs no `orders.view` (decision 0049).
  'GET /api/restaurants/:id/kitchen/kds/events': 'kitchen.display',
  'POST /api/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/items/:itemId': 'kitchen.display',
  'POST /api/restaurants/:id/kitchen/kds/:stationId/tickets/:ticketId/bump': 'kitchen.display',
  'POST /api/restaurants/:id/kitchen/kds/:stationId/recall': 'kitchen.display',
  // The kitchen (decision 0047): stations, routing, settings and print agents for who configures
  // it; the print queue and its reprints for everyone the role matrix gives `kitchen.reprint`.
  'GET /api/restaurants/:id/kitchen/stations': 'kitchen.configure',
  'POST /api/restaurants/:id/kitchen/stations': 'kitchen.configure',
  'PATCH /api/restaurants/:id/kitchen/stations/:stationId': 'kitchen.configure',
  'DELETE /api/restaurants/:id/kitchen/stations/:stationId': 'kitchen.configure',
  'GET /api/restaurants/:id/kitchen/routing': 'kitchen.configure',
  'PUT /api/restaurants/:id/kitchen/routing': 'kitchen.configure',
  'GET /api/restaurants/:id/kitchen/settings': 'kitchen.configure',
  'PATCH /api/restaurants/:id/kitchen/settings': 'kitchen.configure',
  'POST /api/restaurants/:id/kitchen/agents/pairing-code': 'kitchen.configure',
  'GET /api/restaurants/:id/kitchen/agents': 'kitchen.configure',
  'DELETE /api/restaurants/:id/kitchen/agents/:agentId': 'kitchen.configure',
  'GET /api/restaurants/:id/kitchen/print-jobs': 'kitchen.reprint',
  'POST /api/restaurants/:id/kitchen/print-jobs/:jobId/reprint': 'kitchen.reprint',
  'POST /api/restaurants/:id/kitchen/orders/:orderId/print': 'kitchen.reprint',

  // The cash register (decision 0051): its registers for who edits the settings; reading, opening
  // and movements, closing for the till (Caixa, Gerente, Dono); reopening for Gerente and Dono.
  'GET /api/restaurants/:id/registers': 'register.view',
  'POST /api/restaurants/:id/registers': 'settings.edit',
  'PATCH /api/restaurants/:id/registers/:registerId': 'settings.edit',
  'POST /api/restaurants/:id/registers/:registerId/sessions': 'register.open',
  'GET /api/restaurants/:id/register-sessions': 'register.view',
  'GET /api/restaurants/:id/register-sessions/export.csv': 'register.view',
  'GET /api/restaurants/:id/register-sessions/:sessionId': 'register.view',
  'POST /api/restaurants/:id/register-sessions/:sessionId/movements': 'register.open',
  'POST /api/restaurants/:id/register-sessions/:sessionId/close': 'register.close',
  'POST /api/restaurants/:id/register-sessions/:sessionId/reopen': 'register.reopen',
  'GET /api/restaurants/:id/register-sessions/:sessionId/report': 'register.view',
  // The NFC-e receipts (issue 35, decision 0052): issuing is the till's, cancelling the Gerente's and the Dono's.
  'GET /api/restaurants/:id/fiscal/receipts': 'fiscal.issue',
  'GET /api/restaurants/:id/fiscal/receipts/:receiptId': 'fiscal.issue',
  'POST /api/restaurants/:id/fiscal/receipts': 'fiscal.issue',
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/retry': 'fiscal.issue',
  'POST /api/restaurants/:id/fiscal/receipts/:receiptId/cancel': 'fiscal.cancel',
  'POST /api/restaurants/:id/register-sessions/:sessionId/report/print': 'register.view',
  'PATCH /api/restaurants/:id/register-settings': 'settings.edit',

  // The NFC-e's fiscal profile and the items' tax data (decision 0052): who edits the settings; the
  // profile also read by the till (`fiscal.issue`, which Dono and Gerente hold too) to know whether
  // NFC-e is on. Its answer carries no secret.
  'GET /api/restaurants/:id/fiscal/profile': 'fiscal.issue',
  'PUT /api/restaurants/:id/fiscal/profile': 'settings.edit',
  'POST /api/restaurants/:id/fiscal/certificate': 'settings.edit',
  'GET /api/restaurants/:id/fiscal/items': 'settings.edit',
  'PUT /api/restaurants/:id/fiscal/items/:itemId': 'settings.edit',
  'POST /api/restaurants/:id/fiscal/items/preset': 'settings.edit',

  // A diner's personal data (LGPD export and erasure).
  'GET /api/restaurants/:id/customers/:phone/export': 'customers.privacy',
  'DELETE /api/restaurants/:id/customers/:phone': 'customers.privacy',
};

/** What the owner scope needs from the modules: this table and where staff writes are recorded. */
export function ownerScopeOptions(db: Db) {
  return {
    capabilities: OWNER_ROUTE_CAPABILITIES,
    audit: async (write: typeof staffActions.$inferInsert) => {
      await db.insert(staffActions).values(write);
    },
  };
}
