/**
 * A sale as its NFC-e sees it (issue 35, decision 0052): a bill (its lines, its discounts, its
 * payments by method, the service charge and couvert left off the note and taken off each payment in
 * proportion) or an order paid outside a bill (its lines, its discounts, its delivery fee as freight
 * when the restaurant itself delivered, the one payment the till counted for it). Each line carries
 * its menu item's `fiscal_tax`; the items that cannot go on a note are named with what to fix.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FiscalProfile } from '../../../domain/fiscal/fiscal-profile';
import { type ItemTax, incompleteItems } from '../../../domain/fiscal/item-tax';
import type { NfceSale, SaleLine, SalePayment } from '../../../domain/fiscal/nfce';
import { parseCents } from '../../../domain/money/money';
import type { RegisterMethod } from '../../../domain/register/register-session';
import type { Db, Tx } from '../../db/client';
import { bills, fiscalProfiles, menuItems, orderItems, orders } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { billMoney } from '../bills/bills.service';
import { orderLanding } from '../register/register-landing';

export type SaleKey = { kind: 'bill'; id: string } | { kind: 'order'; id: string };

export const FISCAL_SALE_ERRORS = {
  billNotFound: 'Conta não encontrada.',
  orderNotFound: 'Pedido não encontrado.',
  billOpen: 'A nota sai com a conta fechada: receba todos os pagamentos primeiro.',
  orderUnpaid: 'A nota sai com o pedido pago ou entregue.',
  orderOnBill: 'Este pedido está numa conta de mesa: emita a nota pela conta.',
  orderCancelled: 'Pedido cancelado não tem nota.',
  noMethod: 'O pedido não tem a forma de pagamento registrada (ficou "a combinar").',
  noProfile: 'Cadastre o perfil fiscal na aba Dados fiscais antes de emitir NFC-e.',
} as const;

export interface SaleItem {
  code: string;
  name: string;
  quantity: number;
  unitCents: number;
  tax: ItemTax | null;
}

export interface FiscalSale {
  key: SaleKey;
  restaurantId: string;
  items: SaleItem[];
  discountCents: number;
  freightCents: number;
  payments: SalePayment[];
  presence: NfceSale['presence'];
  /** The CPF the till or the checkout took for the note ('CPF na nota?'), digits only. */
  cpf: string | null;
  /** Whether the sale is paid (a closed bill, an order paid or delivered). */
  paid: boolean;
}

/** The profile row of a restaurant, or null when it issues no NFC-e. */
export async function profileRow(on: Db | Tx, restaurantId: string) {
  const [row] = await on.select().from(fiscalProfiles).where(eq(fiscalProfiles.restaurantId, restaurantId));
  return row ?? null;
}
export type ProfileRow = typeof fiscalProfiles.$inferSelect;

async function taxesOf(on: Db | Tx, restaurantId: string, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, { menuItemId: string | null; tax: ItemTax | null }>();
  const rows = await on
    .select({ lineId: orderItems.id, menuItemId: orderItems.menuItemId, tax: menuItems.fiscalTax })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(and(eq(orderItems.restaurantId, restaurantId), inArray(orderItems.id, lineIds)));
  return new Map(rows.map((row) => [row.lineId, { menuItemId: row.menuItemId, tax: row.tax ?? null }]));
}

/** A bill's sale: its lines and discounts, and its payments (each carrying its share of service and couvert). */
export async function billSale(on: Db | Tx, restaurantId: string, billId: string): Promise<FiscalSale> {
  const [bill] = await on
    .select()
    .from(bills)
    .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)));
  if (!bill) throw notFound(FISCAL_SALE_ERRORS.billNotFound);
  const m = await billMoney(on, bill);
  const taxes = await taxesOf(
    on,
    restaurantId,
    m.lines.map((line) => line.id),
  );
  return {
    key: { kind: 'bill', id: bill.id },
    restaurantId,
    items: m.lines.map((line) => {
      const found = taxes.get(line.id);
      return {
        code: found?.menuItemId ?? line.id,
        name: line.name,
        quantity: line.quantity,
        unitCents: line.unitCents,
        tax: found?.tax ?? null,
      };
    }),
    discountCents: m.totals.discountCents,
    freightCents: 0,
    payments: m.payments.map((payment) => ({
      method: payment.method as RegisterMethod,
      amountCents: payment.amountCents,
    })),
    presence: 'presencial',
    cpf: bill.fiscalCpf,
    paid: bill.status === 'fechada',
  };
}

type OrderRow = typeof orders.$inferSelect;

/** An order outside a bill: its lines, discounts, freight on the restaurant's own delivery, its payment. */
export async function orderSale(on: Db | Tx, restaurantId: string, orderId: string): Promise<FiscalSale> {
  const [order] = await on
    .select()
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), eq(orders.id, orderId)));
  if (!order) throw notFound(FISCAL_SALE_ERRORS.orderNotFound);
  return orderSaleOf(on, order);
}

export async function orderSaleOf(on: Db | Tx, order: OrderRow): Promise<FiscalSale> {
  if (order.billId) throw conflict(FISCAL_SALE_ERRORS.orderOnBill);
  if (order.status === 'cancelled') throw conflict(FISCAL_SALE_ERRORS.orderCancelled);
  const lines = await on
    .select({
      id: orderItems.id,
      menuItemId: orderItems.menuItemId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      subtotal: orderItems.subtotal,
      tax: menuItems.fiscalTax,
    })
    .from(orderItems)
    .leftJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position, orderItems.createdAt);
  // The payment as the till counts it (register-landing): a platform's or Mercado Pago's is 'online'.
  const landing = await orderLanding(on as Tx, order);
  if (!landing) throw conflict(FISCAL_SALE_ERRORS.noMethod);
  const delivery = order.deliveryType === 'delivery';
  return {
    key: { kind: 'order', id: order.id },
    restaurantId: order.restaurantId,
    items: lines.map((line) => {
      const cents = parseCents(line.subtotal) ?? 0;
      // As on a bill: a subtotal carrying options that does not divide by the quantity is one unit of the whole.
      const whole = line.quantity > 0 && cents % line.quantity === 0;
      return {
        code: line.menuItemId ?? line.id,
        name: whole ? line.name : `${line.quantity}x ${line.name}`,
        quantity: whole ? line.quantity : 1,
        unitCents: whole ? cents / line.quantity : cents,
        tax: line.tax ?? null,
      };
    }),
    discountCents: (parseCents(order.discountApplied) ?? 0) + (parseCents(order.couponDiscount) ?? 0),
    // The delivery fee is the note's freight when the restaurant's own courier took it (a direct order).
    freightCents: delivery && order.orderSource === 'direct' ? (parseCents(order.deliveryFee) ?? 0) : 0,
    payments: [{ method: landing.method, amountCents: landing.amountCents }],
    presence: delivery ? 'entrega' : 'presencial',
    cpf: order.fiscalCpf,
    paid: order.status === 'delivered' || order.paidAt !== null,
  };
}

export function saleOf(on: Db | Tx, restaurantId: string, key: SaleKey): Promise<FiscalSale> {
  return key.kind === 'bill' ? billSale(on, restaurantId, key.id) : orderSale(on, restaurantId, key.id);
}

/** The items that cannot go on the note, in one sentence of what to fix (the till's 409). */
export function incompleteMessage(items: readonly { name: string; issues: string[] }[]): string {
  const named = items.map((item) => `${item.name} (${shortIssue(item.issues)})`).join('; ');
  return `Complete os dados fiscais de: ${named} (aba Dados fiscais).`;
}

function shortIssue(issues: string[]): string {
  const first = issues[0] ?? '';
  if (/CEST inválido/.test(first)) return 'CEST inválido';
  if (/CEST/.test(first)) return 'falta o CEST';
  if (/não preenchidos/.test(first)) return 'faltam NCM, CFOP e situação do ICMS';
  if (/NCM/.test(first)) return 'NCM inválido';
  if (/CFOP/.test(first)) return 'CFOP a corrigir';
  if (/alíquota/.test(first)) return 'falta a alíquota do ICMS';
  return first.replace(/\.$/, '').toLowerCase();
}

/** The sale's items lacking tax data for the profile's regime. */
export const saleIncomplete = (sale: FiscalSale, profile: Pick<FiscalProfile, 'regime'>) =>
  incompleteItems(
    sale.items.map((item) => ({ name: item.name, tax: item.tax })),
    profile.regime,
  );

/** The note's lines, once every item's tax data is there (checked before by `saleIncomplete`). */
export function saleLines(sale: FiscalSale): SaleLine[] {
  return sale.items.map((item) => ({
    code: item.code,
    description: item.name,
    quantity: item.quantity,
    unitCents: item.unitCents,
    tax: item.tax as ItemTax,
  }));
}
