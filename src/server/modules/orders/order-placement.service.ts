/**
 * Placing an order: the one function behind the diner's `POST /api/orders` and the owner's counter
 * orders. The server decides everything that has a price or a state: line prices with options, the
 * delivery fee, the discount, the total and the status (always `pending`). The client's total is
 * only compared, and a difference answers 409 so the cart refreshes its prices.
 */
import { randomUUID } from 'node:crypto';
import { checkoutIssue } from '../../../domain/cart/checkout';
import { closedNotice } from '../../../domain/cart/closed-notice';
import { customerPhoneIssue, customerPhoneKey } from '../../../domain/cart/customer-phone';
import { formatBRL } from '../../../domain/format/format';
import { acceptsOnArrival } from '../../../domain/kitchen/kitchen-settings';
import type { HalfAndHalfPricing } from '../../../domain/menu/menu';
import { openingStatus } from '../../../domain/menu/opening-hours';
import {
  AMOUNT_TOO_LARGE,
  type Cents,
  centsToDecimal,
  fitsMoneyColumn,
  parseCents,
  sumCents,
} from '../../../domain/money/money';
import { deliveryAddressLine } from '../../../domain/orders/delivery-address';
import { DELIVERY_TYPE_LABELS, type OrderSource } from '../../../domain/orders/order-status';
import {
  normalizePaymentChoice,
  PAYMENT_TO_AGREE,
  paymentChoiceIssue,
} from '../../../domain/payments/payment-method';
import { planStatus } from '../../../domain/payments/plan-state';
import type { StaffRole } from '../../../domain/staff/roles';
import { admitTableOrder, TABLE_REFUSALS, tableTitle } from '../../../domain/tables/tables';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import type { RateLimitRule } from '../../lib/rate-limit';
import { claimCoupon, ensureCouponWithPoints, priceCoupon } from '../coupons/coupon-application';
import type { DispatchOptions } from '../kitchen/kitchen-dispatch';
import { priceCheckoutRedemption, reserveCheckoutRedemption } from '../loyalty/checkout-redemption';
import { priceCheckoutReward, REWARD_REFUSALS, reserveCheckoutReward } from '../loyalty/checkout-reward';
import { NOT_TAKING_ORDERS } from '../payments/plan-gate';
import { orderAnnouncementsOf } from '../realtime/order-announcements';
import {
  assertTableCodeTries,
  countWrongTableCode,
  dropEmptyBill,
  findTableSeat,
  isBillNotOpen,
  openTableBill,
} from '../tables/table-seats';
import { isMenuChanged, type MenuSnapshot, menuSnapshotsOf } from './order-menu-snapshots';
import { deliveryFeeCents, priceLines } from './order-placement.pricing';
import {
  createOrderPlacementRepository,
  type NewIdempotencyAnswer,
  type NewOrder,
  rateLimitRefusal,
} from './order-placement.repository';
import type { PlaceOrderInput } from './order-placement.schemas';
import type { PlacedOrderFields } from './order-placement.views';
import type { OrderRow } from './order-placement.write';
import { changeOrderStatus } from './order-status-change';

export const PRICES_CHANGED = 'Os preços mudaram, revise seu pedido';
export const MENU_CHANGING =
  'O restaurante está atualizando o cardápio neste momento. Envie o pedido de novo em alguns segundos.';

/** The staff member who took a counter order (decision 0040): named on the order itself. */
export interface TakenBy {
  id: string;
  name: string;
  role: StaffRole;
}

export interface PlaceOrderOptions {
  source?: OrderSource;
  /**
   * A counter order taken by a staff member acting on the panel; absent for the owner and diners.
   * A table order it opens names them as the bill's opener (decision 0042).
   */
  takenBy?: TakenBy | null;
  /**
   * An order the owner enters at the counter or by phone: taken while the restaurant is closed to
   * diners (or its plan is overdue), and its payment may stay 'Não informado'.
   */
  enteredByOwner?: boolean;
  now?: Date;
  /**
   * The diner's device proved the phone (phone-proof): points asked for are taken with the order.
   * Without it they wait for the restaurant's confirmation (loyalty/pending-redemption.ts); an order
   * the owner enters needs no proof.
   */
  pointsProven?: boolean;
  /**
   * The answer to the diner's Idempotency-Key, stored in the same statement as the order: made from
   * the order as it is about to be stored.
   */
  answerFor?: (order: PlacedOrderFields) => NewIdempotencyAnswer;
  /**
   * The diner's rate limits, counted by the order's own write (one statement): a request refused
   * for any reason, or a replayed Idempotency-Key, never counts against anyone.
   */
  limitsFor?: (order: PlacedOrderFields) => RateLimitRule[];
  /** The diner's client (its address): wrong table codes are counted per table and client. */
  client?: string;
  /** For the kitchen's tickets of an order auto-accepted on arrival (the tracking link's address). */
  kitchen?: DispatchOptions;
}

type Restaurant = MenuSnapshot['restaurant'];

const ACCEPTS = { pickup: 'acceptsPickup', delivery: 'acceptsDelivery', table: 'acceptsTable' } as const;

function ensureOrderType(restaurant: Restaurant, input: PlaceOrderInput) {
  if (!restaurant[ACCEPTS[input.deliveryType]]) {
    const label = DELIVERY_TYPE_LABELS[input.deliveryType].toLowerCase();
    throw new HttpError(400, `Este restaurante não aceita pedidos para ${label}.`, { deliveryType: label });
  }
}

/**
 * A table number for a restaurant without tables configured: today's rule, a number from 1 to its
 * 'Número de mesas' (any number while that is 0).
 */
function ensureTableNumber(restaurant: Restaurant, input: PlaceOrderInput) {
  if (input.deliveryType !== 'table' || !input.tableNumber) return;
  const table = Number(input.tableNumber);
  const valid = /^\d{1,4}$/.test(input.tableNumber) && table >= 1;
  if (!valid || (restaurant.tableCount > 0 && table > restaurant.tableCount)) {
    throw new HttpError(400, 'Número da mesa inválido para este restaurante.', {
      tableNumber: input.tableNumber,
    });
  }
}

/**
 * The payment, checked by the domain's one rule (an accepted method, the card type, a 'Troco para'
 * of at least the total). A diner's order that names no method (section 7 has no such field) is
 * 'A combinar': agreed over WhatsApp. An order the owner enters at the counter or by phone may
 * leave the payment 'Não informado' and the card type unknown.
 */
function ensurePayment(restaurant: Restaurant, input: PlaceOrderInput, totalCents: Cents, byOwner: boolean) {
  const named = normalizePaymentChoice(input);
  const choice =
    named.paymentMethod || byOwner ? named : normalizePaymentChoice({ paymentMethod: PAYMENT_TO_AGREE });
  const issue = paymentChoiceIssue(choice, totalCents, restaurant);
  const tolerated =
    byOwner && (issue?.field === 'cardType' || (issue?.field === 'paymentMethod' && !choice.paymentMethod));
  if (issue && !tolerated) throw new HttpError(400, issue.message, { [issue.field]: issue.message });
  const changeCents = choice.changeFor ? parseCents(choice.changeFor) : null;
  return { ...choice, changeFor: changeCents === null ? null : centsToDecimal(changeCents) };
}

/**
 * A restaurant that does not ask the diner's name at the table (its default, decision 0042) takes a
 * table order without one: it is stored under the table's title ('Mesa 7').
 */
function withTableName(restaurant: Restaurant, input: PlaceOrderInput, byStaff = false): PlaceOrderInput {
  if (input.deliveryType !== 'table' || !input.tableNumber || input.customerName.trim()) return input;
  // The diner's name is asked of the diner; a waiter's order names the table.
  if (restaurant.tableAsksName && !byStaff) return input;
  return { ...input, customerName: tableTitle(input.tableNumber) };
}

/**
 * A table order the staff enter (the waiter's phone, the counter) asks no phone: nobody at the table
 * gave one, and the order goes on the table's bill. Every other order keeps section 5's rule.
 */
const staffTableOrder = (input: PlaceOrderInput, options: PlaceOrderOptions) =>
  options.enteredByOwner === true &&
  input.deliveryType === 'table' &&
  Boolean(input.tableNumber) &&
  !input.customerPhone.trim();

/**
 * The bill a table order goes on (decision 0042): the table's open bill, or one opened now; null
 * for a restaurant without tables (today's behaviour) and for every order that is not for a table.
 * Refusals (unknown table, a wrong code, a table the waiter has not opened) are the domain's.
 */
async function seatTableOrder(
  db: Db,
  restaurant: Restaurant,
  input: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<{ billId: string; opened: boolean } | null> {
  if (input.deliveryType !== 'table' || !input.tableNumber) return null;
  const seat = await findTableSeat(db, restaurant.id, input.tableNumber);
  if (seat === undefined) {
    ensureTableNumber(restaurant, input);
    return null;
  }
  const byStaff = Boolean(options.enteredByOwner);
  const client = options.client ?? 'unknown';
  // A code typed for a table that asks for one: guesses are counted (table-seats.ts).
  const guessed =
    seat && !byStaff && restaurant.tableCodeRequired && seat.code && input.tableCode ? seat : null;
  if (guessed) await assertTableCodeTries(db, guessed.tableId, client);
  const admission = admitTableOrder(seat, restaurant, { tableCode: input.tableCode, byStaff });
  if (admission.kind === 'refuse') {
    if (guessed && admission.field === 'tableCode') await countWrongTableCode(db, guessed.tableId, client);
    throw new HttpError(admission.status, admission.message, { [admission.field]: admission.message });
  }
  if (admission.kind === 'join') return { billId: admission.billId, opened: false };
  const staffId = options.takenBy?.id ?? null;
  const bill = await openTableBill(db, restaurant.id, seat!.tableId, {
    openedBy: byStaff ? (staffId ? 'equipe' : 'dono') : 'cliente',
    openedByStaffId: byStaff ? staffId : null,
  });
  return { billId: bill.id, opened: bill.opened };
}

function ensureSection5(input: PlaceOrderInput, withoutPhone = false) {
  const fields = { ...input, itemCount: input.items.length };
  const issue = withoutPhone
    ? checkoutIssue({ ...fields, customerPhone: 'sem telefone' }, () => null)
    : checkoutIssue(fields, customerPhoneIssue);
  if (issue) throw new HttpError(400, issue.description, { [issue.field]: issue.title });
}

/** A snapshot refused by the write's guard is replaced and the order priced again, this many times. */
const PRICING_ATTEMPTS = 3;

export async function placeOrder(
  db: Db,
  input: PlaceOrderInput,
  options: PlaceOrderOptions = {},
): Promise<OrderRow> {
  const snapshots = menuSnapshotsOf(db);
  for (let attempt = 1; ; attempt++) {
    const snapshot = await snapshots.get(input.restaurantId);
    if (!snapshot) throw notFound('Restaurante não encontrado');
    try {
      return await priceAndWrite(db, snapshot, input, options);
    } catch (error) {
      // The menu, the restaurant, its hours or zones changed after the snapshot was read (here or on
      // another instance): the write's guard refused it and nothing was written, or the snapshot
      // refused the order itself (sold out, closed...) and may be out of date. Either way the order
      // is priced again from what is current.
      const stale =
        isMenuChanged(error) || (error instanceof HttpError && !(await snapshots.isCurrent(snapshot)));
      if (!stale) throw error;
      // Never answer from a snapshot known to be out of date.
      if (attempt === PRICING_ATTEMPTS) throw new HttpError(409, MENU_CHANGING, { items: MENU_CHANGING });
      snapshots.drop(input.restaurantId, snapshot);
    }
  }
}

async function priceAndWrite(
  db: Db,
  snapshot: MenuSnapshot,
  received: PlaceOrderInput,
  options: PlaceOrderOptions,
): Promise<OrderRow> {
  const now = options.now ?? new Date();
  const repository = createOrderPlacementRepository(db);
  const { restaurant, hours, zones } = snapshot;

  const input = withTableName(restaurant, received, options.enteredByOwner === true);
  ensureSection5(input, staffTableOrder(input, options));
  ensureOrderType(restaurant, input);
  // A restaurant overdue on its plan keeps its menu visible but takes no diner orders.
  if (!options.enteredByOwner && planStatus(restaurant, now).locked) {
    throw new HttpError(409, NOT_TAKING_ORDERS, { restaurant: 'Indisponível' });
  }
  if (!options.enteredByOwner) {
    const status = openingStatus(hours, restaurant.ordersPausedUntil, now, restaurant.timeZone);
    if (!status.isOpen) {
      throw new HttpError(
        409,
        `Restaurante fechado agora. ${closedNotice(status.reason, status.nextOpeningAt, now, restaurant.timeZone)}`,
        {
          restaurant: 'Fechado agora',
        },
      );
    }
  }

  const items = [...new Set(input.items.map((line) => line.menuItemId))].flatMap((id) => {
    const item = snapshot.items.get(id);
    return item ? [item] : [];
  });
  const groups = snapshot.groups;
  const halfAndHalf = (
    restaurant.halfAndHalfPricing === 'average' ? 'average' : 'highest'
  ) as HalfAndHalfPricing;
  const lines = priceLines(restaurant.id, input.items, items, groups, halfAndHalf);
  const subtotalCents = sumCents(lines.map((line) => line.subtotalCents));
  const feeCents = deliveryFeeCents(input, restaurant, zones, subtotalCents);
  // 100 lines of 99 at the highest price pass every field's limit but not numeric(10,2): a 400.
  if (![...lines.map((line) => line.subtotalCents), subtotalCents + feeCents].every(fitsMoneyColumn))
    throw new HttpError(400, AMOUNT_TOO_LARGE, { items: AMOUNT_TOO_LARGE });
  const redemption = {
    restaurantId: restaurant.id,
    phone: customerPhoneKey(input.customerPhone),
    points: input.pointsToRedeem,
  };
  // A reward spends points too: the restaurant's switch on coupons with points covers it.
  const pointsSpent = redemption.points > 0 || input.rewardToRedeem ? 1 : 0;
  ensureCouponWithPoints(restaurant.allowCouponWithPoints, {
    couponCode: input.couponCode,
    points: pointsSpent,
  });
  // A reward's points are never taken on the word of whoever typed the phone (decision 0039).
  if (input.rewardToRedeem && !options.enteredByOwner && !options.pointsProven)
    throw new HttpError(403, REWARD_REFUSALS.proofNeeded, { rewardToRedeem: REWARD_REFUSALS.proofNeeded });
  // A coupon comes off the subtotal first; points or a reward then cover at most what is left.
  const coupon = input.couponCode
    ? await priceCoupon(db, { ...redemption, code: input.couponCode, subtotalCents, now })
    : null;
  const couponCents = coupon?.discountCents ?? 0;
  const reward = input.rewardToRedeem
    ? await priceCheckoutReward(
        db,
        { ...redemption, rewardId: input.rewardToRedeem, pointsToRedeem: redemption.points },
        lines.map((line) => ({ menuItemId: line.json.id, unitCents: parseCents(line.json.price) ?? 0 })),
        subtotalCents - couponCents,
        now,
      )
    : null;
  const discountCents =
    couponCents +
    (reward?.discountCents ?? (await priceCheckoutRedemption(db, redemption, subtotalCents - couponCents)));
  const totalCents = subtotalCents + feeCents - discountCents;
  const redemptionPending = redemption.points > 0 && !options.enteredByOwner && !options.pointsProven;

  if (input.total !== undefined) {
    const clientTotal = parseCents(input.total);
    if (clientTotal === null) throw new HttpError(400, 'Total inválido', { total: 'Total inválido' });
    if (clientTotal !== totalCents) throw totalDiffers(clientTotal, totalCents, feeCents);
  }
  const payment = ensurePayment(restaurant, input, totalCents, Boolean(options.enteredByOwner));
  // The one extra read of a table order (and, for its table's first order, the bill it opens).
  const seating = await seatTableOrder(db, restaurant, input, options);

  const order = {
    id: randomUUID(),
    restaurantId: restaurant.id,
    customerName: input.customerName,
    customerPhone: customerPhoneKey(input.customerPhone),
    items: JSON.stringify(lines.map((line) => line.json)),
    subtotal: centsToDecimal(subtotalCents),
    deliveryFee: centsToDecimal(feeCents),
    discountApplied: centsToDecimal(discountCents),
    loyaltyPointsUsed: reward?.points ?? redemption.points,
    loyaltyRedemptionPending: redemptionPending,
    loyaltyRewardId: reward?.rewardId ?? null,
    loyaltyRewardName: reward?.name ?? null,
    couponId: coupon?.couponId ?? null,
    couponDiscount: centsToDecimal(couponCents),
    total: centsToDecimal(totalCents),
    status: 'pending' as const,
    deliveryType: input.deliveryType,
    deliveryAddress:
      input.deliveryType === 'delivery'
        ? deliveryAddressLine(input.deliveryAddress, input.neighborhood)
        : null,
    tableNumber: input.deliveryType === 'table' ? (input.tableNumber ?? null) : null,
    billId: seating?.billId ?? null,
    notes: input.notes ?? null,
    ...payment,
    paidAt: null,
    orderSource: options.source ?? 'direct',
    takenByStaffId: options.takenBy?.id ?? null,
    takenByName: options.takenBy?.name ?? null,
    // The owner's own account at the counter or the table: 'dono' with no staff id, so the dine-in
    // report tells the owner's orders from the diners' QR orders (decision 0045).
    takenByRole: options.takenBy?.role ?? (options.enteredByOwner ? 'dono' : null),
    createdAt: now,
  } satisfies NewOrder & PlacedOrderFields;

  const limits = options.limitsFor?.(order) ?? [];
  let placed: OrderRow;
  try {
    placed = await repository.insertOrder(
      order,
      lines.map((line) => line.row),
      {
        guard: { menuVersion: snapshot.version, limits },
        answer: options.answerFor?.(order),
        before: coupon ? (tx) => claimCoupon(tx, coupon.couponId, redemption.phone) : undefined,
        after: reward
          ? (tx, row) =>
              reserveCheckoutReward(
                tx,
                { ...redemption, rewardId: reward.rewardId, pointsToRedeem: 0 },
                reward,
                row.id,
              )
          : redemption.points > 0 && !redemptionPending
            ? (tx, row) => reserveCheckoutRedemption(tx, redemption, row.id)
            : undefined,
      },
    );
  } catch (error) {
    // A bill this order opened stays open only with the order on it.
    if (seating?.opened) await dropEmptyBill(db, seating.billId).catch(() => undefined);
    if (isBillNotOpen(error))
      throw new HttpError(409, TABLE_REFUSALS.billGone, { tableNumber: TABLE_REFUSALS.billGone });
    throw rateLimitRefusal(error, limits) ?? error;
  }
  // Committed: the live streams hear of it with the other orders of its batch (decision 0028).
  orderAnnouncementsOf(db).announce({
    restaurantId: placed.restaurantId,
    orderId: placed.id,
    seq: placed.changeSeq,
  });
  // Auto-accept (decision 0047, off by default): confirmed at once through the panel's own status
  // change, so stock, points, the platform's sync and the kitchen follow. Known from the snapshot:
  // with it off, an order pays nothing for it.
  if (acceptsOnArrival(snapshot.autoAccept, placed)) {
    const confirmed = await changeOrderStatus(db, placed.id, { status: 'confirmed' }, options.kitchen).catch(
      () => null,
    );
    // Not confirmed (the panel got there first, the database blinked): it waits in the panel as ever.
    if (confirmed) return confirmed.order;
  }
  return placed;
}

/** The neighbourhood goes with the address, so the kitchen ticket and the message carry it. */
/**
 * Section 7's client always sends the fee as '0.00'; where the address falls in a zone with a fee,
 * it hears what the fee is and what the total becomes, not just that prices changed.
 */
function totalDiffers(clientTotal: number, totalCents: number, feeCents: number): HttpError {
  const total = centsToDecimal(totalCents);
  if (feeCents > 0 && clientTotal === totalCents - feeCents)
    return new HttpError(
      409,
      `A entrega neste endereço custa ${formatBRL(feeCents)}: o total fica ${formatBRL(totalCents)}. Confira e envie de novo.`,
      { total, deliveryFee: centsToDecimal(feeCents) },
    );
  return new HttpError(409, PRICES_CHANGED, { total });
}
