/** The owner's coupons: list, create, edit and deactivate. */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CouponKind, couponSchema } from '../../../domain/coupons/coupon';
import type { Db } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { coupons } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';

type CouponValues = z.output<typeof couponSchema>;
type CouponRow = typeof coupons.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toCoupon(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    // Written only through couponSchema's enum.
    kind: row.kind as CouponKind,
    value: row.value,
    minOrder: row.minOrder,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    maxUses: row.maxUses,
    maxUsesPerPhone: row.maxUsesPerPhone,
    usedCount: row.usedCount,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

const DUPLICATE = 'Já existe um cupom com este código';

async function uniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(DUPLICATE);
    throw error;
  }
}

export function createCouponsService(db: Db) {
  return {
    async list(restaurantId: string) {
      const rows = await db
        .select()
        .from(coupons)
        .where(eq(coupons.restaurantId, restaurantId))
        .orderBy(desc(coupons.createdAt));
      return rows.map(toCoupon);
    },

    create: (restaurantId: string, values: CouponValues) =>
      uniqueCode(async () => {
        const [row] = await db
          .insert(coupons)
          .values({ restaurantId, ...values })
          .returning();
        return toCoupon(row!);
      }),

    update: (restaurantId: string, couponId: string, values: Partial<CouponValues>) =>
      uniqueCode(async () => {
        const [row] = await db
          .update(coupons)
          .set(values)
          .where(and(eq(coupons.restaurantId, restaurantId), eq(coupons.id, couponId)))
          .returning();
        if (!row) throw notFound('Cupom não encontrado');
        return toCoupon(row);
      }),
  };
}
