/**
 * The NFC-e's storage (issue 35, decision 0052): the restaurant's fiscal profile, and one receipt
 * per sale under our reference. Each menu item's tax data is on `menu_items.fiscal_tax`.
 * Secrets (the CSC and the provider's emission tokens) are stored encrypted (`server/lib/crypto`);
 * the A1 certificate and its password are passed to the provider and never stored.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FISCAL_ENVIRONMENTS, TAX_REGIMES } from '../../../domain/fiscal/fiscal-profile';
import type { NfceDocument } from '../../../domain/fiscal/nfce';
import { RECEIPT_STATUSES } from '../../../domain/fiscal/receipt-status';
import { createdAt, id, timestamptz, updatedAt } from './columns';
import { orders } from './orders';
import { restaurants } from './restaurants';
import { staffMembers } from './staff';
import { bills } from './tables';

export const taxRegimeEnum = pgEnum('tax_regime', TAX_REGIMES);
export const fiscalEnvironmentEnum = pgEnum('fiscal_environment', FISCAL_ENVIRONMENTS);
export const fiscalReceiptStatusEnum = pgEnum('fiscal_receipt_status', RECEIPT_STATUSES);
export const FISCAL_ISSUE_MODES = ['automatico', 'manual'] as const;
export const fiscalIssueModeEnum = pgEnum('fiscal_issue_mode', FISCAL_ISSUE_MODES);
export const FISCAL_SALE_KINDS = ['order', 'bill'] as const;
export const fiscalSaleKindEnum = pgEnum('fiscal_sale_kind', FISCAL_SALE_KINDS);

/** One per restaurant that issues NFC-e. */
export const fiscalProfiles = pgTable('fiscal_profiles', {
  restaurantId: text()
    .primaryKey()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  /** 14 characters `[0-9A-Z]` (numeric or alphanumeric CNPJ). */
  cnpj: text().notNull(),
  stateRegistration: text().notNull(),
  legalName: text().notNull(),
  state: text().notNull(),
  regime: taxRegimeEnum().notNull(),
  environment: fiscalEnvironmentEnum().notNull().default('homologacao'),
  cscId: text().notNull(),
  cscTokenEncrypted: text().notNull(),
  /** Which fiscal API answers ('focus_nfe'). */
  provider: text().notNull().default('focus_nfe'),
  providerCompanyId: text(),
  tokenHomologacaoEncrypted: text(),
  tokenProducaoEncrypted: text(),
  /** What the provider read of the A1 certificate (the file itself is never kept). */
  certificateValidUntil: timestamptz(),
  certificateCnpj: text(),
  /** Issue on payment ('automatico') or with a button ('manual'). */
  issueMode: fiscalIssueModeEnum().notNull().default('automatico'),
  /** Offer 'CPF na nota?' at the diner's checkout too (the till always offers it). */
  askCpfAtCheckout: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One NFC-e per sale (an order outside a bill, or a bill), whatever happened to it. */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    /** Our reference at the provider (`domain/fiscal/nfce.ts` fiscalRef): one per sale. */
    ref: text().notNull(),
    saleKind: fiscalSaleKindEnum().notNull(),
    orderId: text().references(() => orders.id),
    billId: text().references(() => bills.id),
    status: fiscalReceiptStatusEnum().notNull().default('pendente'),
    environment: fiscalEnvironmentEnum().notNull(),
    /** The consumer's CPF when asked for ('CPF na nota?'), digits only. */
    cpf: text(),
    totalCents: integer().notNull(),
    /** What was sent (or will be sent) to the provider. */
    document: jsonb().$type<NfceDocument>().notNull(),
    number: text(),
    series: text(),
    accessKey: text(),
    qrCodeUrl: text(),
    consultUrl: text(),
    protocol: text(),
    authorizedAt: timestamptz(),
    contingency: boolean().notNull().default(false),
    sefazCode: text(),
    sefazMessage: text(),
    /** Sends tried so far, and when the next one is due while `pendente` (or a contingency re-read). */
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz(),
    lastError: text(),
    cancelledAt: timestamptz(),
    cancelJustification: text(),
    /** The authorized XML and the cancellation's, downloaded and kept for the accountant. */
    xml: text(),
    cancelXml: text(),
    issuedByStaffId: text().references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_restaurant_ref_unique').on(t.restaurantId, t.ref),
    index('fiscal_receipts_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('fiscal_receipts_order_idx').on(t.orderId),
    index('fiscal_receipts_bill_idx').on(t.billId),
    index('fiscal_receipts_staff_idx').on(t.issuedByStaffId),
    index('fiscal_receipts_due_idx').on(t.nextAttemptAt).where(sql`${t.nextAttemptAt} is not null`),
    check('fiscal_receipts_one_sale', sql`(${t.orderId} is not null) <> (${t.billId} is not null)`),
  ],
);
