import { boolean, index, integer, numeric, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money, timestamptz, updatedAt } from './columns';

export const restaurants = pgTable(
  'restaurants',
  {
    id: id(),
    name: text().notNull(),
    description: text(),
    whatsapp: text().notNull(),
    address: text().notNull(),
    city: text(),
    state: text(),
    /** IANA zone of its opening hours, 'hoje' and tickets; from the state unless the owner picks one (decision 0014). */
    timeZone: text().notNull().default('America/Sao_Paulo'),
    zipCode: text(),
    latitude: numeric({ precision: 10, scale: 6 }),
    longitude: numeric({ precision: 10, scale: 6 }),
    email: text().notNull(),
    /** argon2id hash; the specification's `password` field. Never leaves the server. */
    passwordHash: text().notNull(),
    /** When the owner opened the link mailed at sign-up; null keeps the restaurant out of Explorar and its mail unsent. */
    emailVerifiedAt: timestamptz(),
    plan: text().notNull().default('basic'),
    logoUrl: text(),
    bannerUrl: text(),
    trialEndsAt: timestamptz(),
    /** End of the paid period; null while only on trial. */
    paidUntil: timestamptz(),
    /** 'Pausar pedidos' until this moment. */
    ordersPausedUntil: timestamptz(),
    acceptsPickup: boolean().notNull().default(true),
    acceptsDelivery: boolean().notNull().default(true),
    acceptsTable: boolean().notNull().default(true),
    acceptsCash: boolean().notNull().default(true),
    acceptsCard: boolean().notNull().default(true),
    acceptsPix: boolean().notNull().default(false),
    pixKey: text(),
    halfAndHalfPricing: text().notNull().default('highest'),
    /**
     * 'Número de mesas' of the old settings: kept as the highest active numbered table of
     * `dining_tables` (decision 0042), which the QR cards 1..N and the onboarding read.
     */
    tableCount: integer().notNull().default(0),
    /** Table orders hand off to WhatsApp like delivery ones (off: they go straight to the restaurant). */
    tableOrdersViaWhatsapp: boolean().notNull().default(false),
    /** The QR menu asks the diner's name at the table. */
    tableAsksName: boolean().notNull().default(false),
    /** 'Garçom abre a mesa': a QR order for a table no staff member opened is refused. */
    tableOpenedByWaiter: boolean().notNull().default(false),
    /** 'Código da mesa': a QR order carries the short code printed on the table's card. */
    tableCodeRequired: boolean().notNull().default(false),
    /** The dining room's bills (decision 0041/0043): 'Taxa de serviço' on by default at 10%. */
    serviceChargeEnabled: boolean().notNull().default(true),
    /** Basis points, 0–2000 (1000 = 10%). */
    serviceRateBps: integer().notNull().default(1000),
    /** Couvert per person in cents; 0 = none. */
    couvertCents: integer().notNull().default(0),
    /** 'artistic' (outside the service base) or 'cover' (food, inside it). */
    couvertKind: text().notNull().default('artistic'),
    autoPrintOnConfirm: boolean().notNull().default(false),
    allowCouponWithPoints: boolean().notNull().default(true),
    /** 'Exigir caixa aberto para receber' (decision 0051): the till refuses a payment with no register open. */
    requireOpenRegister: boolean().notNull().default(false),
    /** Commission (percent) an integrated platform charges; used for platformFee. */
    platformCommissionPercent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    /** The owner shared the menu link from the setup checklist (its last step). */
    onboardingSharedAt: timestamptz(),
    /** The owner hid the setup checklist before finishing it. */
    onboardingHiddenAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('restaurants_email_unique').on(t.email), index('restaurants_city_idx').on(t.city)],
);

/** Opening periods per weekday (0 = Sunday), minutes from midnight; closesAt <= opensAt crosses midnight. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    opensAt: smallint().notNull(),
    closesAt: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('opening_hours_restaurant_idx').on(t.restaurantId, t.weekday)],
);

export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    restaurantId: text()
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    kind: text().notNull(),
    radiusKm: numeric({ precision: 6, scale: 2 }),
    /** JSON array of neighbourhood names, for kind 'neighborhood'. */
    neighborhoods: text(),
    fee: money().notNull().default('0'),
    minOrder: money().notNull().default('0'),
    isActive: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_zones_restaurant_idx').on(t.restaurantId)],
);
