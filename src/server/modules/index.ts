/**
 * The API's modules, in registration order. Public modules answer anyone (and declare
 * `config.access` on each route); owner modules are registered inside the ownership guard, so every
 * route they declare is owner-only. Add a capability here with one line.
 */
import type { App } from '../lib/types';
import { accountRoutes } from './accounts/accounts.routes';
import {
  emailVerificationOwnerRoutes,
  emailVerificationPublicRoutes,
} from './accounts/email-verification.routes';
import { passwordOwnerRoutes, passwordPublicRoutes } from './accounts/password.routes';
import { billPixLoyaltyOwnerRoutes, billPixPublicRoutes } from './bills/bill-pix-loyalty.routes';
import { billsOwnerRoutes } from './bills/bills.routes';
import { cepRoutes } from './cep/cep.routes';
import { couponsOwnerRoutes, couponsPublicRoutes } from './coupons/coupons.routes';
import { exploreRoutes } from './explore/explore.routes';
import { danfeOwnerRoutes } from './fiscal/danfe.routes';
import { fiscalReportOwnerRoutes } from './fiscal/fiscal-report.routes';
import { fiscalItemsOwnerRoutes } from './fiscal/items.routes';
import { fiscalProfileOwnerRoutes } from './fiscal/profile.routes';
import { receiptsOwnerRoutes } from './fiscal/receipts.routes';
import { healthRoutes } from './health/health.routes';
import { integrationsOwnerRoutes } from './integrations/integrations.routes';
import { integrationWebhookRoutes } from './integrations/webhooks.routes';
import { inventoryOwnerRoutes } from './inventory/inventory.routes';
import { kdsOwnerRoutes } from './kitchen/kds.routes';
import { kitchenOwnerRoutes } from './kitchen/kitchen.routes';
import { printAgentRoutes } from './kitchen/print-agent.routes';
import { loyaltyOwnerRoutes, loyaltyPublicRoutes } from './loyalty/loyalty.routes';
import { menuOwnerRoutes, menuPublicRoutes } from './menu/menu.routes';
import { onboardingOwnerRoutes } from './onboarding/onboarding.routes';
import { orderPlacementRoutes } from './orders/order-placement.routes';
import { ordersOwnerRoutes } from './orders/orders.routes';
import { paymentsOwnerRoutes, paymentsPublicRoutes, planGate } from './payments/payments.routes';
import { phoneProofOwnerRoutes, phoneProofPublicRoutes } from './phone-proof/phone-proof.routes';
import { planRoutes } from './plans/plans.routes';
import { privacyOwnerRoutes } from './privacy/privacy.routes';
import { purchasesOwnerRoutes } from './purchases/purchases.routes';
import { qrCodeRoutes } from './qr-codes/qr-codes.routes';
import { realtimeOwnerRoutes, realtimePublicRoutes } from './realtime/realtime.routes';
import { registerOwnerRoutes } from './register/register.routes';
import { reportRecipientsPublicRoutes } from './reports/report-recipients.routes';
import { reportsOwnerRoutes } from './reports/reports.routes';
import { restaurantOwnerRoutes, restaurantPublicRoutes } from './restaurants/restaurants.routes';
import { staffOwnerRoutes, staffPublicRoutes } from './staff/staff.routes';
import { storeOwnerRoutes } from './store/store.routes';
import { suppliersOwnerRoutes } from './suppliers/suppliers.routes';
import { tablesOwnerRoutes, tablesPublicRoutes } from './tables/tables.routes';
import { trackingRoutes } from './tracking/tracking.routes';
import { uploadOwnerRoutes, uploadPublicRoutes } from './uploads/uploads.routes';
import { whatsAppOwnerRoutes, whatsAppPublicRoutes, whatsAppWebhookRoutes } from './whatsapp/whatsapp.routes';

type Module = (app: App) => Promise<void>;

export const publicModules: Module[] = [
  healthRoutes,
  accountRoutes,
  passwordPublicRoutes,
  emailVerificationPublicRoutes,
  planRoutes,
  restaurantPublicRoutes,
  menuPublicRoutes,
  uploadPublicRoutes,
  realtimePublicRoutes,
  exploreRoutes,
  orderPlacementRoutes,
  trackingRoutes,
  paymentsPublicRoutes,
  integrationWebhookRoutes,
  loyaltyPublicRoutes,
  phoneProofPublicRoutes,
  couponsPublicRoutes,
  cepRoutes,
  reportRecipientsPublicRoutes,
  staffPublicRoutes,
  whatsAppPublicRoutes,
  whatsAppWebhookRoutes,
  tablesPublicRoutes,
  billPixPublicRoutes,
  // The print agents' API (decision 0047): pairing is public, the rest its own 'agent' access.
  printAgentRoutes,
];

export const ownerModules: Module[] = [
  // First: the plan gate's hook must join the owner scope before any owner route is registered.
  planGate,
  restaurantOwnerRoutes,
  menuOwnerRoutes,
  storeOwnerRoutes,
  uploadOwnerRoutes,
  qrCodeRoutes,
  passwordOwnerRoutes,
  emailVerificationOwnerRoutes,
  privacyOwnerRoutes,
  ordersOwnerRoutes,
  realtimeOwnerRoutes,
  reportsOwnerRoutes,
  paymentsOwnerRoutes,
  inventoryOwnerRoutes,
  suppliersOwnerRoutes,
  purchasesOwnerRoutes,
  integrationsOwnerRoutes,
  loyaltyOwnerRoutes,
  phoneProofOwnerRoutes,
  couponsOwnerRoutes,
  whatsAppOwnerRoutes,
  onboardingOwnerRoutes,
  tablesOwnerRoutes,
  billsOwnerRoutes,
  billPixLoyaltyOwnerRoutes,
  kdsOwnerRoutes,
  kitchenOwnerRoutes,
  registerOwnerRoutes,
  // The NFC-e receipts (issue 35, decision 0052).
  receiptsOwnerRoutes,
  fiscalProfileOwnerRoutes,
  fiscalItemsOwnerRoutes,
  danfeOwnerRoutes,
  fiscalReportOwnerRoutes,
  // Last: the access matrix's own pass switches the session to a Garçom on the switch route.
  staffOwnerRoutes,
];
