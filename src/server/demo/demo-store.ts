/**
 * The demo restaurant's set-up, done through the same services and schemas as the owner's screens:
 * photos uploaded, option groups and items created, opening hours per weekday, delivery zones with
 * fees and minimums, a PIX key, 10 tables, a coupon, the loyalty program and its rewards, and the
 * stock settings of what is counted in units.
 */
import { couponSchema } from '../../domain/coupons/coupon';
import { inventorySettingsSchema } from '../../domain/inventory/inventory.schemas';
import { loyaltySettingsSchema, rewardSchema } from '../../domain/loyalty/loyalty.schemas';
import { menuItemSchema } from '../../domain/menu/menu-item.schemas';
import { openingHoursSchema } from '../../domain/menu/opening-hours.schemas';
import { optionGroupSchema } from '../../domain/menu/option-group.schemas';
import {
  brandingSchema,
  deliveryZonesSchema,
  orderSettingsSchema,
} from '../../domain/menu/store-settings.schemas';
import { pixKeySchema } from '../../domain/payments/pix';
import type { Db } from '../db/client';
import { createCouponsService } from '../modules/coupons/coupons.service';
import { createInventoryService } from '../modules/inventory/inventory.service';
import { createLoyaltyService } from '../modules/loyalty/loyalty.service';
import { createMenuService } from '../modules/menu/menu.service';
import { createOptionGroupsService } from '../modules/menu/option-groups.service';
import { createDinerPixService } from '../modules/payments/diner-pix.service';
import { createStoreService } from '../modules/store/store.service';
import type { ImageStorage } from '../modules/uploads/image-storage';
import { DEMO_ITEMS } from './demo-menu';
import { DEMO_GROUPS, type DemoGroupKey } from './demo-option-groups';
import { bannerSvg, LOGO_SVG, photoSvg, storeDrawing } from './demo-photos';

export const DEMO_TABLES = 10;
export const DEMO_COUPON = 'BEMVINDO10';
export const DEMO_PIX_KEY = 'pix@bellanapoli.com.br';

/** Lunch and dinner every day but Monday's lunch; Friday and Saturday nights past midnight. */
const HOURS: { weekday: number; opensAt: string; closesAt: string }[] = [
  { weekday: 0, opensAt: '11:30', closesAt: '16:00' },
  { weekday: 0, opensAt: '18:00', closesAt: '23:00' },
  { weekday: 1, opensAt: '18:00', closesAt: '23:00' },
  ...[2, 3, 4].flatMap((weekday) => [
    { weekday, opensAt: '11:00', closesAt: '15:00' },
    { weekday, opensAt: '18:00', closesAt: '23:30' },
  ]),
  ...[5, 6].flatMap((weekday) => [
    { weekday, opensAt: '11:00', closesAt: '15:30' },
    { weekday, opensAt: '18:00', closesAt: '01:00' },
  ]),
];

export const DEMO_ZONES = [
  {
    name: 'Vizinhança',
    kind: 'neighborhood',
    neighborhoods: ['Bela Vista', 'Consolação', 'Jardim Paulista', 'Cerqueira César'],
    fee: '5.00',
    minOrder: '30.00',
  },
  {
    name: 'Zona Sul e Oeste próximas',
    kind: 'neighborhood',
    neighborhoods: ['Vila Mariana', 'Paraíso', 'Aclimação', 'Liberdade', 'Pinheiros'],
    fee: '8.90',
    minOrder: '45.00',
  },
  { name: 'Até 7 km', kind: 'radius', radiusKm: 7, fee: '12.90', minOrder: '60.00' },
] as const;

export const DEMO_LOYALTY = {
  pointsPerReal: '1',
  pointsForRedemption: 100,
  discountValue: '10.00',
  bonusPointsPerOrder: 2,
  birthdayBonus: 50,
  referralBonus: 30,
};

/**
 * A free item names its menu item (by name here), so the cart can redeem it: the diner adds the
 * soda with its flavour and the reward takes that unit off; the pizza's value caps it at the
 * medium size (decision 0039).
 */
const REWARDS = [
  {
    name: 'Refrigerante lata grátis',
    description: 'Uma lata de 350 ml.',
    pointsCost: 80,
    rewardType: 'freeItem',
    item: 'Refrigerante lata',
  },
  {
    name: 'R$ 15,00 de desconto',
    description: 'No próximo pedido.',
    pointsCost: 150,
    rewardType: 'discount',
    rewardValue: '15.00',
  },
  {
    name: 'Pizza de chocolate média',
    description: 'A sobremesa da casa.',
    pointsCost: 400,
    rewardType: 'freeItem',
    item: 'Pizza de chocolate com morango',
    rewardValue: '46.90',
  },
] as const;

export interface DemoMenu {
  /** Menu item ids by name. */
  itemIds: Map<string, string>;
  rewardIds: string[];
  couponId: string;
}

/**
 * The photos, logo and banner, all at once: sharp renders them on its own threads while the
 * database work goes on, so the seed starts them first and awaits them when the items need them.
 */
export function storeDemoPhotos(images: ImageStorage): Promise<string[]> {
  return Promise.all([
    storeDrawing(images, LOGO_SVG, 'logo'),
    storeDrawing(images, bannerSvg(), 'banner'),
    ...DEMO_ITEMS.map((item, index) => storeDrawing(images, photoSvg(item.photo, index + 1), 'menu-item')),
  ]);
}

export async function setUpDemoStore(
  db: Db,
  photos: Promise<string[]>,
  restaurantId: string,
): Promise<DemoMenu> {
  const store = createStoreService(db);
  const [logoUrl, bannerUrl, ...photoUrls] = await photos;
  const restaurant = (await store.loadState(restaurantId)).restaurant;
  await store.updateBranding(
    restaurantId,
    brandingSchema.parse({
      name: restaurant.name,
      address: restaurant.address,
      whatsapp: restaurant.whatsapp,
      logoUrl,
      bannerUrl,
    }),
  );
  await store.setOpeningHours(restaurantId, openingHoursSchema.parse({ periods: HOURS }).periods);
  await store.replaceDeliveryZones(restaurantId, deliveryZonesSchema.parse({ zones: DEMO_ZONES }).zones);
  await createDinerPixService(db).setPixKey(
    restaurantId,
    pixKeySchema.parse({ type: 'email', key: DEMO_PIX_KEY }),
  );
  await store.updateOrderSettings(
    restaurantId,
    orderSettingsSchema.parse({
      acceptsPickup: true,
      acceptsDelivery: true,
      acceptsTable: true,
      acceptsCash: true,
      acceptsCard: true,
      acceptsPix: true,
      tableCount: DEMO_TABLES,
      halfAndHalfPricing: 'highest',
    }),
  );

  const groups = createOptionGroupsService(db);
  const groupIds = new Map<DemoGroupKey, string>();
  for (const [key, group] of Object.entries(DEMO_GROUPS) as [
    DemoGroupKey,
    (typeof DEMO_GROUPS)[DemoGroupKey],
  ][])
    groupIds.set(key, (await groups.create(restaurantId, optionGroupSchema.parse(group))).id);

  const menu = createMenuService(db);
  const inventory = createInventoryService(db);
  const itemIds = new Map<string, string>();
  for (const [index, item] of DEMO_ITEMS.entries()) {
    const created = await menu.create(
      restaurantId,
      menuItemSchema.parse({
        name: item.name,
        description: item.description,
        price: item.price,
        category: item.category,
        imageUrl: photoUrls[index],
        optionGroupIds: item.groups.map((key) => groupIds.get(key)!),
      }),
    );
    itemIds.set(item.name, created.id);
    await inventory.updateSettings(
      restaurantId,
      created.id,
      inventorySettingsSchema.parse({
        costPrice: item.cost,
        ...(item.stock && { minStockAlert: item.stock.minAlert, stockUnit: item.stock.unit }),
      }),
    );
  }

  const loyalty = createLoyaltyService(db);
  await loyalty.saveSettings(restaurantId, loyaltySettingsSchema.parse(DEMO_LOYALTY));
  const rewardIds: string[] = [];
  for (const reward of REWARDS) {
    const itemId = 'item' in reward ? itemIds.get(reward.item) : undefined;
    rewardIds.push((await loyalty.createReward(restaurantId, rewardSchema.parse({ ...reward, itemId }))).id);
  }
  const coupon = await createCouponsService(db).create(
    restaurantId,
    couponSchema.parse({ code: DEMO_COUPON, kind: 'percent', value: '10', minOrder: '40.00' }),
  );
  return { itemIds, rewardIds, couponId: coupon.id };
}
