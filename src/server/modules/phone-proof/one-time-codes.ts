/**
 * One-time codes proving a phone (issue 19): 6 digits, valid 10 minutes, at most 5 tries, stored as
 * an HMAC under the server's secret (six digits have a million values, so a plain hash of a leaked
 * row would be reversed at once). A new code voids the phone's earlier ones at that restaurant, so
 * the 5 tries are 5 in all, not 5 per code requested. The rate limits per phone and per address are
 * the routes'.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneProofCodes } from '../../db/schema';

export const CODE_TTL_MINUTES = 10;
export const MAX_TRIES = 5;

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: 'none' | 'wrong' | 'exhausted'; left: number };

const hashCode = (secret: string, restaurantId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${restaurantId}:${phone}:${code}`).digest('hex');

export function createOneTimeCodes(db: Db, secret: string) {
  return {
    /** A fresh code for this phone at this restaurant; the earlier ones stop working. */
    async issue(restaurantId: string, phone: string, now = new Date()) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx
          .update(phoneProofCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(phoneProofCodes.restaurantId, restaurantId),
              eq(phoneProofCodes.phone, phone),
              isNull(phoneProofCodes.usedAt),
            ),
          );
        await tx.insert(phoneProofCodes).values({
          restaurantId,
          phone,
          codeHash: hashCode(secret, restaurantId, phone, code),
          expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60_000),
          createdAt: now,
        });
      });
      return code;
    },

    /**
     * Removes a code that never reached the diner (nothing could send it): nobody can type it, and
     * the number's messaging limit counts the phones of the codes kept (whatsapp-outbox.ts).
     */
    async discard(restaurantId: string, phone: string, code: string) {
      await db
        .delete(phoneProofCodes)
        .where(
          and(
            eq(phoneProofCodes.restaurantId, restaurantId),
            eq(phoneProofCodes.phone, phone),
            eq(phoneProofCodes.codeHash, hashCode(secret, restaurantId, phone, code)),
          ),
        );
    },

    /** Checks a typed code against the phone's live one; every wrong try counts, the fifth voids it. */
    async verify(
      restaurantId: string,
      phone: string,
      code: string,
      now = new Date(),
    ): Promise<VerifyOutcome> {
      return db.transaction(async (tx) => {
        const [live] = await tx
          .select()
          .from(phoneProofCodes)
          .where(
            and(
              eq(phoneProofCodes.restaurantId, restaurantId),
              eq(phoneProofCodes.phone, phone),
              isNull(phoneProofCodes.usedAt),
              gt(phoneProofCodes.expiresAt, now),
            ),
          )
          .orderBy(desc(phoneProofCodes.createdAt))
          .limit(1)
          .for('update');
        if (!live) return { ok: false, reason: 'none', left: 0 };
        if (live.attempts >= MAX_TRIES) return { ok: false, reason: 'exhausted', left: 0 };
        const expected = Buffer.from(live.codeHash, 'hex');
        const typed = Buffer.from(hashCode(secret, restaurantId, phone, code), 'hex');
        if (timingSafeEqual(expected, typed)) {
          await tx.update(phoneProofCodes).set({ usedAt: now }).where(eq(phoneProofCodes.id, live.id));
          return { ok: true };
        }
        const attempts = live.attempts + 1;
        await tx
          .update(phoneProofCodes)
          .set({ attempts, ...(attempts >= MAX_TRIES ? { usedAt: now } : {}) })
          .where(eq(phoneProofCodes.id, live.id));
        const left = MAX_TRIES - attempts;
        return { ok: false, reason: left > 0 ? 'wrong' : 'exhausted', left };
      });
    },
  };
}
