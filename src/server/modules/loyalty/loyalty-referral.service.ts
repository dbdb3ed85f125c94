/**
 * The diner's side of the program on 'Meus pedidos': their standing at each restaurant they ordered
 * from (balance, tier, the referral code to share) and entering a friend's referral code. A code is
 * recorded only for a phone with an order at that restaurant and before its first delivered order;
 * the referrer's bonus itself is posted on that delivery (order-loyalty.ts).
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { customerPhoneKey } from '../../../domain/cart/customer-phone';
import type { LoyaltyMembershipView } from '../../../domain/loyalty/loyalty-api';
import { canEnterReferral, referralIssue } from '../../../domain/loyalty/referral';
import type { Db, Tx } from '../../db/client';
import { customerLoyalty, loyaltySettings, orders, restaurants } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { lockCustomer } from './loyalty-ledger';

type Settings = typeof loyaltySettings.$inferSelect;
type Customer = typeof customerLoyalty.$inferSelect;

const programActive = (settings: Settings) => settings.isActive && settings.referralBonus > 0;

function membershipView(
  restaurant: { id: string; name: string },
  settings: Settings,
  customer: Customer | null,
): LoyaltyMembershipView {
  return {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    points: customer?.points ?? 0,
    currentTier: customer?.currentTier ?? 'bronze',
    pointsForRedemption: settings.pointsForRedemption,
    discountValue: settings.discountValue,
    referralCode: customer?.referralCode ?? null,
    referralBonus: programActive(settings) ? settings.referralBonus : 0,
    referred: Boolean(customer?.referredBy),
    canEnterReferral: canEnterReferral({
      programActive: programActive(settings),
      hasOrdered: true,
      customer,
    }),
  };
}

/** Restaurants this phone has a (not cancelled) order at, whose loyalty program is on. */
async function orderedAt(db: Db | Tx, phone: string, restaurantId?: string) {
  const conditions = [eq(orders.customerPhone, phone), ne(orders.status, 'cancelled')];
  if (restaurantId) conditions.push(eq(orders.restaurantId, restaurantId));
  return db
    .selectDistinct({ id: restaurants.id, name: restaurants.name, settings: loyaltySettings })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(loyaltySettings, eq(loyaltySettings.restaurantId, orders.restaurantId))
    .where(and(...conditions, eq(loyaltySettings.isActive, true)));
}

export function createLoyaltyReferralService(db: Db) {
  return {
    /** The phone's standing at the restaurants in `provenAt` (where the asking device proved it). */
    async memberships(rawPhone: string, provenAt: readonly string[]): Promise<LoyaltyMembershipView[]> {
      const phone = customerPhoneKey(rawPhone);
      if (provenAt.length === 0) return [];
      const places = (await orderedAt(db, phone)).filter((place) => provenAt.includes(place.id));
      if (places.length === 0) return [];
      const customers = await db
        .select()
        .from(customerLoyalty)
        .where(
          and(
            eq(customerLoyalty.customerPhone, phone),
            inArray(
              customerLoyalty.restaurantId,
              places.map((place) => place.id),
            ),
          ),
        );
      return places
        .map((place) =>
          membershipView(place, place.settings, customers.find((c) => c.restaurantId === place.id) ?? null),
        )
        .sort((a, b) => a.restaurantName.localeCompare(b.restaurantName, 'pt-BR'));
    },

    /** Records a friend's code for this phone at this restaurant, once, before the first delivery. */
    async enterReferral(input: { restaurantId: string; phone: string; code: string }) {
      const phone = customerPhoneKey(input.phone);
      return db.transaction(async (tx) => {
        const [place] = await orderedAt(tx, phone, input.restaurantId);
        const [settings] = await tx
          .select()
          .from(loyaltySettings)
          .where(eq(loyaltySettings.restaurantId, input.restaurantId));
        const [existing] = await tx
          .select()
          .from(customerLoyalty)
          .where(
            and(
              eq(customerLoyalty.restaurantId, input.restaurantId),
              eq(customerLoyalty.customerPhone, phone),
            ),
          )
          .for('update');
        const [referrer] = await tx
          .select({ id: customerLoyalty.id })
          .from(customerLoyalty)
          .where(
            and(
              eq(customerLoyalty.restaurantId, input.restaurantId),
              eq(customerLoyalty.referralCode, input.code),
            ),
          );
        const issue = referralIssue({
          programActive: settings ? programActive(settings) : false,
          hasOrdered: Boolean(place),
          customer: existing ?? null,
          referrerId: referrer?.id ?? null,
        });
        if (issue) throw new HttpError(400, issue, { code: issue });
        const customer = existing ?? (await lockCustomer(tx, input.restaurantId, phone));
        const [updated] = await tx
          .update(customerLoyalty)
          .set({ referredBy: input.code })
          .where(eq(customerLoyalty.id, customer.id))
          .returning();
        return membershipView(place!, settings!, updated!);
      });
    },
  };
}
