/**
 * 'Trocar usuário' on a shared device (decision 0040). The device holds the restaurant's session (the
 * owner logged in on the counter tablet); a staff member picks their name and types their PIN, and
 * the session acts as them until someone else switches in or the panel is locked. Going back to the
 * owner takes the owner's password.
 *
 * Against guessing: a PIN is checked only against the person chosen, by argon2 (the comparison of
 * the hash is constant-time, and an unknown person or one without a PIN costs the same dummy
 * verification); every refusal says the same words; failures are counted per session (the device),
 * per staff member and per restaurant in `rate_limits`, checked before any hashing.
 */
import { eq } from 'drizzle-orm';
import { actingOf } from '../../../domain/staff/acting';
import type { SwitchInput } from '../../../domain/staff/staff.schemas';
import type { Db } from '../../db/client';
import { restaurants } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertUnderLimits, countHits, type RateLimitRule } from '../../lib/rate-limit';
import { verifyPassword } from '../accounts/passwords';
import type { SessionStore } from '../accounts/sessions';
import { createStaffRepository } from './staff.repository';

export const WRONG_PIN = 'PIN incorreto.';
export const WRONG_OWNER_PASSWORD = 'Senha do dono incorreta.';
export const TOO_MANY_SWITCH_TRIES = 'Muitas tentativas erradas. Aguarde alguns minutos e tente de novo.';

const WINDOW_MS = 10 * 60_000;
/** Wrong tries allowed per window: a device, one person's PIN, the whole restaurant. */
export const SWITCH_LIMITS = { session: 5, staff: 5, restaurant: 20 } as const;

function switchRules(restaurantId: string, sessionId: string, target: string): RateLimitRule[] {
  const rule = (key: string, limit: number) => ({
    key: `staff-switch:${key}`,
    limit,
    windowMs: WINDOW_MS,
    message: TOO_MANY_SWITCH_TRIES,
  });
  return [
    rule(`session:${sessionId}`, SWITCH_LIMITS.session),
    rule(`target:${target}`, SWITCH_LIMITS.staff),
    rule(`restaurant:${restaurantId}`, SWITCH_LIMITS.restaurant),
  ];
}

export function createStaffSwitch(db: Db, sessions: SessionStore) {
  const staff = createStaffRepository(db);

  async function ownerPasswordHash(restaurantId: string) {
    const [row] = await db
      .select({ passwordHash: restaurants.passwordHash })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    return row?.passwordHash;
  }

  return {
    async switchTo(restaurantId: string, sessionId: string, input: SwitchInput) {
      const toOwner = input.password !== undefined;
      // Keyed by this restaurant too: wrong tries sent from elsewhere cannot lock out someone's PIN.
      const target = `${restaurantId}:${toOwner ? 'owner' : `staff:${input.staffId}`}`;
      const rules = switchRules(restaurantId, sessionId, target);
      await assertUnderLimits(db, rules);

      if (toOwner) {
        const valid = await verifyPassword(await ownerPasswordHash(restaurantId), input.password ?? '');
        if (!valid) {
          await countHits(db, rules);
          throw new HttpError(403, WRONG_OWNER_PASSWORD);
        }
        await sessions.setActing(sessionId, { staffId: null });
        return actingOf(null, false);
      }

      const member = await staff.find(restaurantId, input.staffId ?? '');
      const usable = member?.isActive ? (member.pinHash ?? undefined) : undefined;
      // Same work and the same answer whether the person is unknown, inactive, without a PIN or the
      // PIN is wrong: nothing tells which.
      const valid = await verifyPassword(usable, input.pin ?? '');
      if (!member || !usable || !valid) {
        await countHits(db, rules);
        throw new HttpError(403, WRONG_PIN);
      }
      await sessions.setActing(sessionId, { staffId: member.id });
      return actingOf({ id: member.id, name: member.name, role: member.role, isActive: true }, false);
    },

    async lock(sessionId: string) {
      await sessions.setActing(sessionId, 'locked');
    },
  };
}
