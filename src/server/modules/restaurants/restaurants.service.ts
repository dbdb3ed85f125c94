import { eq } from 'drizzle-orm';
import type { RegisterInput } from '../../../domain/accounts/accounts.schemas';
import { timeZoneForState } from '../../../domain/format/time-zones';
import { DEFAULT_STATIONS } from '../../../domain/kitchen/stations';
import { DEFAULT_TIERS } from '../../../domain/loyalty/loyalty';
import { trialEnd } from '../../../domain/payments/plan-state';
import { DEFAULT_REGISTER_NAME } from '../../../domain/register/register-session';
import type { Db } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/errors';
import {
  cashRegisters,
  kitchenStations,
  loyaltySettings,
  loyaltyTiers,
  restaurants,
  staffMembers,
} from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { assertPasswordAllowed } from '../accounts/password-policy';
import { hashPassword } from '../accounts/passwords';
import { createRestaurantsRepository } from './restaurants.repository';

export const EMAIL_TAKEN = 'Este e-mail já está cadastrado';

async function staffLoginExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row !== undefined;
}

export function createRestaurantsService(db: Db) {
  const repository = createRestaurantsRepository(db);

  return {
    ...repository,

    /**
     * Registers a restaurant on the basic plan with a 7-day trial, with the loyalty defaults of
     * section 9 and the default tiers, in one transaction.
     */
    async register(input: RegisterInput, now = new Date()) {
      await assertPasswordAllowed(input.password);
      // One address opens one panel: a team member's own login counts too (decision 0040).
      if ((await repository.findByEmail(input.email)) || (await staffLoginExists(db, input.email)))
        throw conflict(EMAIL_TAKEN);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const { password: _password, ...fields } = input;
          const [restaurant] = await tx
            .insert(restaurants)
            .values({
              ...fields,
              timeZone: timeZoneForState(fields.state),
              passwordHash,
              plan: 'basic',
              trialEndsAt: trialEnd(now),
              createdAt: now,
            })
            .returning();
          const restaurantId = restaurant!.id;
          await tx.insert(loyaltySettings).values({ restaurantId });
          // The kitchen's stations a new restaurant starts with (decision 0047): Cozinha, Bar, Caixa.
          await tx
            .insert(kitchenStations)
            .values(DEFAULT_STATIONS.map((station, position) => ({ ...station, restaurantId, position })));
          // Its register (decision 0051): 'Caixa'; more may be added (balcão, varanda).
          await tx.insert(cashRegisters).values({ restaurantId, name: DEFAULT_REGISTER_NAME });
          await tx.insert(loyaltyTiers).values(
            DEFAULT_TIERS.map((tier) => ({
              ...tier,
              restaurantId,
              benefits: JSON.stringify(tier.benefits),
            })),
          );
          return restaurant!;
        });
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index decides.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(EMAIL_TAKEN);
        throw error;
      }
    },
  };
}

export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
