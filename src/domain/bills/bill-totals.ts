/**
 * A table's bill, added up: items, discounts, the service charge, the couvert and the total, in
 * integer cents, with the rows the screens and the pre-bill show. One function for the waiter's
 * phone, the till, the diner's screen and the server, so the figures cannot drift apart.
 *
 * The rules (decision 0041):
 * - discounts come off the items only, in a fixed order (coupon, points, manual), each capped at
 *   what is left of the items: the couvert is the artist's and the service charge the staff's
 *   (Lei 13.419/2017), so no discount takes from them, and the total is never negative;
 * - the service charge is the rate on what the diner pays for consumption: items less discounts,
 *   plus a per-person food 'Couvert', never a 'Couvert artístico'; rounded half up to the cent;
 * - it is on unless the restaurant turned it off, and removable on one bill with a reason (the
 *   caller checks the role: `bills.service-charge`, Gerente and Dono);
 * - the couvert is the price per person times the people it applies to (the table's people unless
 *   the staff say fewer, children for instance).
 */
import { formatBRL } from '../format/format';
import type { Cents } from '../money/money';
import {
  type BasisPoints,
  COUVERT_LABELS,
  type CouvertKind,
  type DiningSettings,
  formatRate,
} from './dining-settings';

export interface BillLine {
  id: string;
  name: string;
  unitCents: Cents;
  /** Whole units, at least 1. */
  quantity: number;
  orderId?: string | null;
  /** Who ordered it (a diner's key: her name on the QR order, a seat the waiter chose). */
  orderedBy?: string | null;
  /** Who takes it in a split by item; when absent, whoever ordered it (bill-split-items.ts). */
  assignedTo?: readonly string[] | null;
}

export const DISCOUNT_KINDS = ['coupon', 'points', 'manual'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

interface DiscountBase {
  cents: Cents;
  /** The person whose discount it is (her coupon, her points): a split by item gives it to her. */
  heldBy?: string | null;
}
export type BillDiscount =
  | (DiscountBase & { kind: 'coupon'; code: string })
  | (DiscountBase & { kind: 'points'; points: number })
  | (DiscountBase & { kind: 'manual'; reason: string });

export interface ServiceRemoval {
  reason: string;
}

export interface BillTotalsInput {
  lines: readonly BillLine[];
  settings: DiningSettings;
  /** People at the table, from its opening. */
  people: number;
  /** People the couvert applies to; the table's people when absent. */
  couvertPeople?: number | null;
  serviceRemoval?: ServiceRemoval | null;
  discounts?: readonly BillDiscount[];
}

export interface AppliedDiscount {
  kind: DiscountKind;
  label: string;
  /** What it takes off the bill: the asked amount, capped at what was left of the items. */
  cents: Cents;
  heldBy: string | null;
}

export type ServiceState = 'charged' | 'off' | 'removed';

export interface BillRow {
  label: string;
  /** Negative for discounts. */
  cents: Cents;
}

export interface BillTotals {
  /** The items' sum: the 'Subtotal' row. */
  itemsCents: Cents;
  discounts: AppliedDiscount[];
  discountCents: Cents;
  couvertKind: CouvertKind;
  couvertUnitCents: Cents;
  couvertPeople: number;
  couvertCents: Cents;
  serviceState: ServiceState;
  serviceRemovalReason: string | null;
  /** The rate actually charged: 0 when the service charge is off or removed. */
  serviceRateBps: BasisPoints;
  serviceBaseCents: Cents;
  serviceCents: Cents;
  totalCents: Cents;
  /** Subtotal, discounts, service, couvert and total, labelled as the pre-bill prints them. */
  rows: BillRow[];
}

export const lineCents = (line: Pick<BillLine, 'unitCents' | 'quantity'>): Cents =>
  line.unitCents * line.quantity;

/** The service charge on a base: the rate, rounded half up to the cent, in integers only. */
export function serviceChargeOn(baseCents: Cents, rateBps: BasisPoints): Cents {
  return Math.floor((baseCents * rateBps + 5000) / 10_000);
}

const DISCOUNT_ORDER: Record<DiscountKind, number> = { coupon: 0, points: 1, manual: 2 };

export function discountLabel(discount: BillDiscount): string {
  if (discount.kind === 'coupon') return `Cupom ${discount.code}`;
  if (discount.kind === 'points') return `Pontos de fidelidade (${discount.points} pontos)`;
  return `Desconto: ${discount.reason.trim()}`;
}

/** Coupon, then points, then the manual discount, each capped at what is left of the items. */
export function applyDiscounts(itemsCents: Cents, discounts: readonly BillDiscount[]): AppliedDiscount[] {
  let room = itemsCents;
  return [...discounts]
    .sort((a, b) => DISCOUNT_ORDER[a.kind] - DISCOUNT_ORDER[b.kind])
    .map((discount) => {
      const cents = Math.min(Math.max(0, discount.cents), room);
      room -= cents;
      return { kind: discount.kind, label: discountLabel(discount), cents, heldBy: discount.heldBy ?? null };
    });
}

function serviceState(settings: DiningSettings, removal: ServiceRemoval | null | undefined): ServiceState {
  if (!settings.serviceChargeEnabled || settings.serviceRateBps <= 0) return 'off';
  return removal ? 'removed' : 'charged';
}

export function billTotals(input: BillTotalsInput): BillTotals {
  const { settings } = input;
  const itemsCents = input.lines.reduce((sum, line) => sum + lineCents(line), 0);
  const discounts = applyDiscounts(itemsCents, input.discounts ?? []);
  const discountCents = discounts.reduce((sum, discount) => sum + discount.cents, 0);
  const couvertUnitCents = settings.couvertCents;
  const couvertPeople = couvertUnitCents > 0 ? (input.couvertPeople ?? input.people) : 0;
  const couvertCents = couvertUnitCents * couvertPeople;
  const state = serviceState(settings, input.serviceRemoval);
  const serviceRateBps = state === 'charged' ? settings.serviceRateBps : 0;
  const serviceBaseCents = itemsCents - discountCents + (settings.couvertKind === 'cover' ? couvertCents : 0);
  const serviceCents = serviceChargeOn(serviceBaseCents, serviceRateBps);
  const totals: Omit<BillTotals, 'rows'> = {
    itemsCents,
    discounts,
    discountCents,
    couvertKind: settings.couvertKind,
    couvertUnitCents,
    couvertPeople,
    couvertCents,
    serviceState: state,
    serviceRemovalReason: state === 'removed' ? (input.serviceRemoval?.reason.trim() ?? null) : null,
    serviceRateBps,
    serviceBaseCents,
    serviceCents,
    totalCents: itemsCents - discountCents + serviceCents + couvertCents,
  };
  return { ...totals, rows: billRows(totals, settings.serviceRateBps) };
}

function billRows(totals: Omit<BillTotals, 'rows'>, configuredRateBps: BasisPoints): BillRow[] {
  const rows: BillRow[] = [{ label: 'Subtotal', cents: totals.itemsCents }];
  for (const discount of totals.discounts)
    if (discount.cents > 0) rows.push({ label: discount.label, cents: -discount.cents });
  if (totals.serviceState === 'charged')
    rows.push({
      label: `Taxa de serviço (${formatRate(totals.serviceRateBps)})`,
      cents: totals.serviceCents,
    });
  if (totals.serviceState === 'removed')
    rows.push({ label: `Taxa de serviço (${formatRate(configuredRateBps)}) retirada`, cents: 0 });
  if (totals.couvertCents > 0)
    rows.push({
      label: `${COUVERT_LABELS[totals.couvertKind]} (${totals.couvertPeople} × ${formatBRL(totals.couvertUnitCents)})`,
      cents: totals.couvertCents,
    });
  rows.push({ label: 'Total', cents: totals.totalCents });
  return rows;
}
