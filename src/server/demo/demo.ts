/**
 * The demo restaurant seeded on a first start with an empty database, so a newcomer running
 * `npm start` sees everything the product does: a menu with photos and option groups, half-and-half
 * pizza, PIX, opening hours, delivery zones, a dining room of 12 tables in two areas (tables in every
 * state, four weeks of closed bills; demo-dining-room.ts), loyalty customers and rewards, and 60 days
 * of orders behind the dashboard, reports and stock screens.
 *
 * The set-up goes through the services (demo-store.ts); the history is made by the placement's
 * pricing and the loyalty and stock rules (demo-orders.ts, demo-history.ts) and written in batches,
 * which keeps the first start short. It all runs in one transaction under an advisory lock: a
 * database that already has a restaurant is never touched, and a seed that fails leaves nothing.
 */
import { count, eq, sql } from 'drizzle-orm';
import { stockMovementSchema } from '../../domain/inventory/inventory.schemas';
import { centsToDecimal, parseCents } from '../../domain/money/money';
import type { StaffRole } from '../../domain/staff/roles';
import type { Db } from '../db/client';
import { buildRegistration } from '../db/factories';
import {
  billPayments,
  bills,
  coupons,
  customerLoyalty,
  dineInBillSales,
  dineInPaymentSales,
  dineInTakerSales,
  loyaltySettings,
  loyaltyTiers,
  loyaltyTransactions,
  menuItems,
  orderItems,
  orders,
  restaurants,
  staffMembers,
  stockMovements,
} from '../db/schema';
import { verifyPassword } from '../modules/accounts/passwords';
import { createInventoryService } from '../modules/inventory/inventory.service';
import { createLoyaltyService } from '../modules/loyalty/loyalty.service';
import { createOnboardingService } from '../modules/onboarding/onboarding.service';
import { menuSnapshotsOf } from '../modules/orders/order-menu-snapshots';
import { createRestaurantsService } from '../modules/restaurants/restaurants.service';
import { createStaffService } from '../modules/staff/staff.service';
import { createStoreService } from '../modules/store/store.service';
import type { ImageStorage } from '../modules/uploads/image-storage';
import {
  buildDemoBills,
  DEMO_DINING_SETTINGS,
  type DemoStaffMember,
  seatLiveTables,
  setUpDiningRoom,
} from './demo-dining-room';
import { demoLoyalty, demoStock } from './demo-history';
import { DEMO_ITEMS } from './demo-menu';
import { buildDemoOrders } from './demo-orders';
import { createRandom } from './demo-random';
import { seedDemoRegister } from './demo-register';
import { setUpDemoStore, storeDemoPhotos } from './demo-store';

export const DEMO_LOGIN = { email: 'demo@comanda.app', password: 'comanda-demo' } as const;

/**
 * The demo's team, one person per staff role, each with a PIN for 'Trocar usuário' on the owner's
 * session (the counter tablet). PINs only, no logins of their own: a PIN works only on a device
 * where the owner logged in, so printing them opens nothing the owner's password does not, and
 * changing that password closes the demo to strangers.
 */
export const DEMO_TEAM = [
  { name: 'Marina Costa', role: 'gerente', pin: '3907' },
  { name: 'Ana Souza', role: 'garcom', pin: '4821' },
  { name: 'Carlos Mendes', role: 'garcom', pin: '6284' },
  { name: 'Jorge Lima', role: 'cozinha', pin: '7395' },
  { name: 'Paula Reis', role: 'caixa', pin: '5162' },
] as const satisfies readonly { name: string; role: StaffRole; pin: string }[];

/**
 * Whether the demo restaurant still opens with the demo password, so `npm start` shows the login on
 * every start until the owner changes it. One argon2 verify (tens of milliseconds), once per start.
 */
export async function demoLoginWorks(db: Db): Promise<boolean> {
  const [demo] = await db
    .select({ passwordHash: restaurants.passwordHash })
    .from(restaurants)
    .where(eq(restaurants.email, DEMO_LOGIN.email));
  return demo ? verifyPassword(demo.passwordHash, DEMO_LOGIN.password) : false;
}

/** Any number would do: it only has to be the same for every instance seeding one database. */
const SEED_LOCK = 20_250_014;
const BATCH = 250;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Seeds the demo restaurant when there is no restaurant at all; returns whether it did. */
export async function seedDemo(db: Db, images: ImageStorage, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(restaurants);
  if ((row?.total ?? 0) > 0) return false;
  return db.transaction(async (tx) => {
    // Two instances starting on one empty database: the second waits here and then finds the first's.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await tx.select({ total: count() }).from(restaurants);
    if ((again?.total ?? 0) > 0) return false;
    await seedInto(tx as unknown as Db, images, now);
    return true;
  });
}

async function seedInto(db: Db, images: ImageStorage, now: Date) {
  const photos = storeDemoPhotos(images);
  // Awaited by the set-up; a failure before that must not leave an unhandled rejection behind.
  photos.catch(() => undefined);
  const restaurant = await createRestaurantsService(db).register(
    buildRegistration({
      name: 'Pizzaria Bella Napoli',
      description: 'Pizzas de fermentação natural, pratos da casa e salgados feitos na hora, desde 1998.',
      whatsapp: '5511987654321',
      address: 'Avenida Paulista, 1000 - Bela Vista, São Paulo - SP',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01310-100',
      latitude: '-23.564000',
      longitude: '-46.652000',
      ...DEMO_LOGIN,
    }),
    now,
  );
  const restaurantId = restaurant.id;
  // demo@comanda.app receives no mail: the demo is listed in Explorar from the first start.
  await db.update(restaurants).set({ emailVerifiedAt: now }).where(eq(restaurants.id, restaurantId));
  const menu = await setUpDemoStore(db, photos, restaurantId);
  const team = createStaffService(db);
  for (const member of DEMO_TEAM)
    await team.create(restaurantId, { role: 'dono', staff: null }, { ...member });
  const staff: DemoStaffMember[] = await db
    .select({ id: staffMembers.id, name: staffMembers.name, role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.restaurantId, restaurantId));
  // The dining room: 'Salão' and 'Varanda', 12 tables, the service charge and a couvert.
  const tableIds = await setUpDiningRoom(db, restaurantId);

  const state = await createStoreService(db).loadState(restaurantId);
  // The same snapshot diners' orders are priced from.
  const [snapshot, [coupon]] = await Promise.all([
    menuSnapshotsOf(db).get(restaurantId),
    db.select().from(coupons).where(eq(coupons.id, menu.couponId)),
  ]);
  const items = [...menu.itemIds.values()].flatMap((id) => snapshot?.items.get(id) ?? []);
  const groups = snapshot?.groups ?? [];
  const built = buildDemoOrders({
    restaurant: { ...state.restaurant, commission: state.restaurant.platformCommissionPercent },
    items,
    groups,
    zones: state.zones,
    hours: state.hours,
    coupon: coupon!,
    now,
    random: createRandom(20),
  });

  const [settings] = await db
    .select()
    .from(loyaltySettings)
    .where(eq(loyaltySettings.restaurantId, restaurantId));
  const tiers = await db.select().from(loyaltyTiers).where(eq(loyaltyTiers.restaurantId, restaurantId));
  const loyalty = demoLoyalty(restaurantId, built, { ...settings!, tiers }, now);
  const stocked = DEMO_ITEMS.flatMap((item) =>
    item.stock
      ? [{ id: menu.itemIds.get(item.name)!, costCents: parseCents(item.cost) ?? 0, ...item.stock }]
      : [],
  );
  const stock = demoStock(restaurantId, built, stocked, state.restaurant.timeZone, now);
  // The last weeks' table orders on closed, paid bills (the orders' rows get their bill).
  const past = buildDemoBills({
    restaurantId,
    orders: built,
    tables: tableIds,
    team: staff,
    settings: DEMO_DINING_SETTINGS,
    now,
    random: createRandom(33),
  });

  await insertInBatches(past.bills, (batch) => db.insert(bills).values(batch));
  // Statement-level triggers keep the sales summaries (migration 0004): one run per batch.
  await insertInBatches(built, async (batch) => {
    await db.insert(orders).values(batch.map((order) => order.row));
    await db.insert(orderItems).values(batch.flatMap((order) => order.lines));
  });
  await insertInBatches(past.payments, (batch) => db.insert(billPayments).values(batch));
  await insertInBatches(past.records, async (batch) => {
    await db.insert(dineInBillSales).values(batch.map((record) => record.bill));
    const payments = batch.flatMap((record) => record.payments);
    const takers = batch.flatMap((record) => record.takers);
    if (payments.length > 0) await db.insert(dineInPaymentSales).values(payments);
    if (takers.length > 0) await db.insert(dineInTakerSales).values(takers);
  });
  // Tables in every state right now: ocupada, conta pedida, fechando (one part paid), livre.
  await seatLiveTables(db, {
    restaurantId,
    tables: tableIds,
    team: staff,
    items,
    groups,
    stocked: new Set(stocked.map((item) => item.id)),
    now,
    random: createRandom(34),
  });
  // The till's last days: closed sessions with their sales, a suprimento, a sangria, a small shortfall.
  await seedDemoRegister(db, {
    restaurantId,
    timeZone: state.restaurant.timeZone,
    cashierId: staff.find((member) => member.role === 'caixa')!.id,
    now,
  });
  const usedCoupon = built.filter((order) => order.row.couponId).length;
  await db.update(coupons).set({ usedCount: usedCoupon }).where(eq(coupons.id, menu.couponId));
  await insertInBatches(loyalty.customers, (batch) => db.insert(customerLoyalty).values(batch));
  await insertInBatches(loyalty.ledger, (batch) => db.insert(loyaltyTransactions).values(batch));
  await insertInBatches(stock.movements, (batch) => db.insert(stockMovements).values(batch));
  const inventory = createInventoryService(db);
  const service = createLoyaltyService(db);
  for (const item of stocked) {
    await inventory.updateSettings(restaurantId, item.id, { hasInventoryControl: true });
    await db
      .update(menuItems)
      .set({ stockQuantity: stock.finalStock.get(item.id) ?? 0 })
      .where(eq(menuItems.id, item.id));
  }

  // This morning's pudding batch spoiled: a loss through the stock service leaves it under its alert,
  // so the panel shows what low stock looks like.
  const pudding = stocked.find((item) => item.id === menu.itemIds.get('Pudim de leite'));
  const puddingLeft = pudding ? (stock.finalStock.get(pudding.id) ?? 0) : 0;
  if (pudding && puddingLeft > pudding.minAlert - 2)
    await inventory.registerMovement(
      restaurantId,
      stockMovementSchema.parse({
        menuItemId: pudding.id,
        type: 'perda',
        quantity: puddingLeft - (pudding.minAlert - 2),
        reason: 'Lote fora da validade',
        costPerUnit: centsToDecimal(pudding.costCents),
      }),
    );
  // Diners came from the shared link: the setup checklist is complete, as a running restaurant's is.
  await createOnboardingService(db).markShared(restaurantId, now);
  // The regulars with most points spent some on rewards at the counter, through the loyalty service.
  const rewards = await service.rewards(restaurantId, { owner: true });
  const richest = [...loyalty.customers].sort((a, b) => b.points - a.points).slice(0, 8);
  for (const [index, customer] of richest.entries()) {
    const reward = rewards[index % rewards.length]!;
    if (customer.points < reward.pointsCost) continue;
    const when = new Date(now.getTime() - (2 + index * 3) * 86_400_000);
    await service.redeemReward(restaurantId, customer.id, reward.id, when);
  }
}
