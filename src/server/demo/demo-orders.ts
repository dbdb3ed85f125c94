/**
 * Sixty days of the demo restaurant's orders, made in memory and written in batches by the seed.
 * Every order is priced by the same functions as a diner's order (`priceLines`: item and option
 * prices, half-and-half; `deliveryFeeCents`: the zone's fee and minimum; the coupon's discount),
 * placed inside the restaurant's opening hours in its own time zone, and moved through the status
 * table's transitions with their timestamps. Loyalty and stock follow in demo-history.ts.
 */
import { randomUUID } from 'node:crypto';
import { couponDiscountCents } from '../../domain/coupons/coupon';
import type { OpeningPeriod } from '../../domain/menu/opening-hours';
import { centsToDecimal, parseCents, percentOf, sumCents } from '../../domain/money/money';
import type { DeliveryType, OrderStatus } from '../../domain/orders/order-status';
import { zonedDay, zonedMidnight } from '../../domain/reports/periods';
import { deliveryFeeCents, priceLines } from '../modules/orders/order-placement.pricing';
import type {
  MenuItemRow,
  NewOrderLine,
  OptionGroupWithOptions,
} from '../modules/orders/order-placement.repository';
import type { OrderLineInput } from '../modules/orders/order-placement.schemas';
import { DEMO_DINERS, type DemoDiner, PLATFORM_SOURCES } from './demo-diners';
import { DEMO_ITEMS } from './demo-menu';
import { type DemoOrderRow, EXTERNAL_STATUS, lifecycle, payment } from './demo-order-lifecycle';
import { pick, pickWeighted, type Random } from './demo-random';

export const DEMO_DAYS = 60;
const MINUTE = 60_000;

export interface DemoOrderContext {
  restaurant: {
    id: string;
    timeZone: string;
    latitude: string | null;
    longitude: string | null;
    commission: string;
  };
  items: MenuItemRow[];
  groups: OptionGroupWithOptions[];
  zones: Parameters<typeof deliveryFeeCents>[2];
  hours: OpeningPeriod[];
  coupon: { id: string; kind: string; value: string; minOrder: string };
  now: Date;
  random: Random;
}

export interface DemoOrder {
  row: DemoOrderRow;
  lines: (NewOrderLine & { orderId: string })[];
  diner: DemoDiner;
}

/** Orders on an ordinary day of the week (0 = Sunday): weekends are the pizzeria's busy days. */
const ORDERS_PER_WEEKDAY = [17, 6, 9, 10, 12, 21, 24];
const NOTES = [
  'Sem cebola, por favor',
  'Interfone quebrado: ligar ao chegar',
  'Pode caprichar no orégano',
  'Troco em notas pequenas',
];
const weightOf = new Map(DEMO_ITEMS.map((item) => [item.name, item.weight]));
const categoryOf = new Map(DEMO_ITEMS.map((item) => [item.name, item.category]));

function chooseOptions(random: Random, groups: OptionGroupWithOptions[]): string[] {
  const chosen: string[] = [];
  for (const group of groups) {
    const open = group.options.filter((option) => !option.isSoldOut);
    const min = group.isRequired ? Math.max(1, group.minChoices) : group.minChoices;
    const wanted =
      group.kind === 'flavors'
        ? random() < 0.7
          ? 2
          : 1
        : Math.max(min, random() < 0.25 ? 1 + Math.floor(random() * Math.min(2, group.maxChoices)) : 0);
    const pool = [...open];
    for (let i = 0; i < Math.min(wanted, group.maxChoices) && pool.length > 0; i++) {
      // Earlier options (the usual size, the popular flavours) are chosen more often.
      const option = pickWeighted(random, pool, (o) => pool.length - pool.indexOf(o));
      chosen.push(option.id);
      pool.splice(pool.indexOf(option), 1);
    }
  }
  return chosen;
}

function cartFor(ctx: DemoOrderContext, people: number): OrderLineInput[] {
  const { random, items, groups } = ctx;
  const from = (categories: string[]) =>
    items.filter((item) => categories.includes(categoryOf.get(item.name) ?? ''));
  const line = (item: MenuItemRow, quantity = 1): OrderLineInput =>
    ({
      menuItemId: item.id,
      quantity,
      optionIds: chooseOptions(
        random,
        groups.filter((group) => group.menuItemId === item.id),
      ),
      notes: random() < 0.06 ? pick(random, NOTES) : undefined,
    }) as OrderLineInput;
  const lines = [
    line(
      pickWeighted(
        random,
        from(['Pizzas', 'Pratos', 'Porções e salgados']),
        (i) => weightOf.get(i.name) ?? 1,
      ),
    ),
  ];
  if (people > 2 && random() < 0.6)
    lines.push(
      line(pickWeighted(random, from(['Pizzas', 'Porções e salgados']), (i) => weightOf.get(i.name) ?? 1)),
    );
  if (random() < 0.75)
    lines.push(
      line(
        pickWeighted(random, from(['Bebidas']), (i) => weightOf.get(i.name) ?? 1),
        Math.max(1, Math.min(people, 1 + Math.floor(random() * 3))),
      ),
    );
  if (random() < 0.3)
    lines.push(line(pickWeighted(random, from(['Sobremesas']), (i) => weightOf.get(i.name) ?? 1)));
  return lines;
}

/** Minutes after the day's midnight when an order arrives: dinner busier than lunch, never the last minutes. */
function arrivalMinute(random: Random, periods: OpeningPeriod[]): number | null {
  if (periods.length === 0) return null;
  const period = pickWeighted(random, periods, (p) => (p.opensAt >= 17 * 60 ? 3 : 1));
  const close = period.closesAt <= period.opensAt ? period.closesAt + 1440 : period.closesAt;
  return period.opensAt + Math.floor(random() * Math.max(1, close - period.opensAt - 20));
}

function buildOrder(ctx: DemoOrderContext, createdAt: Date, target: OrderStatus | 'auto'): DemoOrder | null {
  const { random, restaurant } = ctx;
  const platform = random() < 0.22 ? pickWeighted(random, PLATFORM_SOURCES, (p) => p.weight) : null;
  const diner = pickWeighted(random, DEMO_DINERS, (d) => d.weight);
  const type: DeliveryType = platform
    ? 'delivery'
    : pickWeighted(random, ['delivery', 'pickup', 'table'] as const, (t) =>
        t === 'delivery' ? 5 : t === 'pickup' ? 2 : 3,
      );
  const people = type === 'table' ? 2 + Math.floor(random() * 3) : 1 + Math.floor(random() * 3);
  let cart = cartFor(ctx, people);
  let priced = priceLines(restaurant.id, cart, ctx.items, ctx.groups, 'highest');
  let subtotal = sumCents(priced.map((line) => line.subtotalCents));
  let fee = 0;
  for (let tries = 0; type === 'delivery'; tries++) {
    try {
      fee = deliveryFeeCents(
        { deliveryType: 'delivery', neighborhood: diner.neighborhood, deliveryAddress: null },
        restaurant,
        ctx.zones,
        subtotal,
      );
      break;
    } catch (error) {
      // Under the zone's minimum: the diner adds one more dish, as the checkout asks.
      if (tries > 3) throw error;
      cart = [...cart, ...cartFor(ctx, 1).slice(0, 1)];
      priced = priceLines(restaurant.id, cart, ctx.items, ctx.groups, 'highest');
      subtotal = sumCents(priced.map((line) => line.subtotalCents));
    }
  }
  const coupon = ctx.coupon;
  const couponCents =
    !platform && subtotal >= (parseCents(coupon.minOrder) ?? 0) && random() < 0.07
      ? couponDiscountCents(coupon, subtotal)
      : 0;
  const total = subtotal + fee - couponCents;
  const id = randomUUID();
  const table = type === 'table' ? String(1 + Math.floor(random() * 10)) : null;
  const row: DemoOrderRow = {
    id,
    restaurantId: restaurant.id,
    customerName: diner.name,
    customerPhone: diner.phone,
    items: JSON.stringify(priced.map((line) => line.json)),
    subtotal: centsToDecimal(subtotal),
    deliveryFee: centsToDecimal(fee),
    discountApplied: centsToDecimal(couponCents),
    couponId: couponCents > 0 ? coupon.id : null,
    couponDiscount: centsToDecimal(couponCents),
    total: centsToDecimal(total),
    status: 'pending',
    deliveryType: type,
    deliveryAddress: type === 'delivery' ? `${diner.street} - ${diner.neighborhood}` : null,
    tableNumber: table,
    notes: random() < 0.05 ? pick(random, NOTES) : null,
    ...(platform
      ? {
          orderSource: platform.source,
          externalOrderId: `${platform.prefix}-${Math.floor(10_000_000 + random() * 89_999_999)}`,
          platformFee: centsToDecimal(percentOf(total, Number(restaurant.commission))),
          paymentMethod: null,
        }
      : { orderSource: 'direct' as const, ...payment(random, type, total) }),
    createdAt,
  };
  const status: OrderStatus = target !== 'auto' ? target : random() < 0.07 ? 'cancelled' : 'delivered';
  lifecycle(row, status, random, ctx.now);
  if (platform) Object.assign(row, { externalStatus: EXTERNAL_STATUS[status], syncedAt: row.updatedAt });
  return { row, diner, lines: priced.map((line) => ({ ...line.row, orderId: id, createdAt })) };
}

/** The live orders on the panel right now, one per active status, placed in the last 45 minutes. */
const LIVE: [OrderStatus, number][] = [
  ['pending', 3],
  ['confirmed', 9],
  ['preparing', 18],
  ['ready', 31],
  ['out_for_delivery', 44],
];

export function buildDemoOrders(ctx: DemoOrderContext): DemoOrder[] {
  const { random, now, restaurant } = ctx;
  const today = zonedDay(now, restaurant.timeZone);
  const orders: DemoOrder[] = [];
  for (let back = DEMO_DAYS - 1; back >= 0; back--) {
    const midnight = zonedMidnight(today.year, today.month, today.day - back, restaurant.timeZone);
    const local = zonedDay(midnight, restaurant.timeZone);
    const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
    const periods = ctx.hours.filter((period) => period.weekday === weekday);
    // The business grows a little over the two months, and no two days are alike.
    const growth = 0.85 + (0.25 * (DEMO_DAYS - back)) / DEMO_DAYS;
    const count = Math.round(ORDERS_PER_WEEKDAY[weekday]! * growth * (0.8 + random() * 0.4));
    for (let i = 0; i < count; i++) {
      const minute = arrivalMinute(random, periods);
      if (minute === null) continue;
      const createdAt = new Date(midnight.getTime() + minute * MINUTE + Math.floor(random() * 60_000));
      // Today's history stops two hours ago; the last two hours are the live orders below.
      if (createdAt.getTime() > now.getTime() - 120 * MINUTE) continue;
      const order = buildOrder(ctx, createdAt, 'auto');
      if (order) orders.push(order);
    }
  }
  for (const [status, minutesAgo] of LIVE) {
    let order: DemoOrder | null = null;
    // out_for_delivery exists only for deliveries: draw until the order type fits the status.
    while (!order || (status === 'out_for_delivery' && order.row.deliveryType !== 'delivery')) {
      order = buildOrder(ctx, new Date(now.getTime() - minutesAgo * MINUTE), 'pending');
    }
    const row = order.row;
    for (const key of [
      'confirmedAt',
      'printedAt',
      'readyAt',
      'deliveredAt',
      'cancelledAt',
      'estimatedTime',
      'cancellationReason',
    ] as const)
      delete row[key];
    lifecycle(row, status, random, now);
    if (row.externalOrderId)
      Object.assign(row, { externalStatus: EXTERNAL_STATUS[status], syncedAt: row.updatedAt });
    orders.push(order);
  }
  return orders.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());
}
