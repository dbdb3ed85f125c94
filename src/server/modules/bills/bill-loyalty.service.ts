/**
 * Coupons and loyalty points on a table's bill (issue 33, decision 0046), with the order's own rules
 * and code: the coupon is priced by coupon-application.ts (validity, minimum on the bill's items, one
 * use per phone counting orders and bills) and claimed under the coupon's row lock; the points are
 * priced by checkout-redemption.ts on what the items cost after the coupon, and reserved as a
 * `redeem` row of the ledger against the phone's locked balance. Spending points needs the proof of
 * the phone the checkout asks for: the one-time code the restaurant's WhatsApp sends to it
 * (phone-proof), which the diner reads out and the staff type here; a staff device is never made a
 * trusted device of the diner's. Every change is under the bill's row lock, with who and when.
 */
import { and, eq } from 'drizzle-orm';
import { BILL_LOYALTY_ERRORS, roomForPoints } from '../../../domain/bills/bill-loyalty';
import { tableTitle } from '../../../domain/tables/tables';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { bills, coupons, diningTables, restaurants } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import {
  claimCoupon,
  ensureCouponWithPoints,
  priceCoupon,
  releaseCoupon,
} from '../coupons/coupon-application';
import { lockedMember, priceCheckoutRedemption } from '../loyalty/checkout-redemption';
import { INSUFFICIENT_POINTS, postLedgerEntry } from '../loyalty/loyalty-ledger';
import { createOneTimeCodes } from '../phone-proof/one-time-codes';
import {
  actorOf,
  announceBillChange,
  BILL_CLOSED,
  BILL_NOT_FOUND,
  type BillsActor,
  billMoney,
  ensurePaidPartsFit,
  isOpenBillStatus,
  lockBill,
} from './bills.service';

type BillRow = typeof bills.$inferSelect;

const NO_CODE = 'Código expirado ou já usado. Peça um novo código.';
const EXHAUSTED = 'Código bloqueado após 5 tentativas. Peça um novo código.';
const TOO_MANY_TRIES = 'Muitas tentativas. Aguarde alguns minutos e tente de novo.';

export function createBillLoyaltyService(db: Db, config: Pick<Config, 'sessionSecret'>) {
  const codes = createOneTimeCodes(db, config.sessionSecret);

  async function readBill(restaurantId: string, billId: string) {
    const [row] = await db
      .select({
        bill: bills,
        allowCouponWithPoints: restaurants.allowCouponWithPoints,
        label: diningTables.label,
      })
      .from(bills)
      .innerJoin(restaurants, eq(restaurants.id, bills.restaurantId))
      .innerJoin(diningTables, eq(diningTables.id, bills.tableId))
      .where(and(eq(bills.restaurantId, restaurantId), eq(bills.id, billId)));
    if (!row) throw notFound(BILL_NOT_FOUND);
    if (!isOpenBillStatus(row.bill.status)) throw conflict(BILL_CLOSED);
    return row;
  }

  /** Locks the bill and checks nothing moved since it was priced (phone, coupon, points). */
  async function relock(tx: Tx, before: BillRow) {
    const bill = await lockBill(tx, before.restaurantId, before.id);
    if (!isOpenBillStatus(bill.status)) throw conflict(BILL_CLOSED);
    if (
      bill.loyaltyPhone !== before.loyaltyPhone ||
      bill.couponId !== before.couponId ||
      bill.loyaltyPoints !== before.loyaltyPoints
    )
      throw conflict('A conta mudou enquanto isso. Confira e tente de novo.');
    return bill;
  }

  async function write(tx: Tx, billId: string, patch: Partial<typeof bills.$inferInsert>) {
    const [row] = await tx
      .update(bills)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(bills.id, billId))
      .returning();
    await ensurePaidPartsFit(tx, row!);
    return row!;
  }

  return {
    /** The bill's phone, to send it the one-time code (the panel only ever sees it masked). */
    async phoneForProof(restaurantId: string, billId: string) {
      const { bill } = await readBill(restaurantId, billId);
      if (!bill.loyaltyPhone)
        throw badRequest(BILL_LOYALTY_ERRORS.phoneFirst, { phone: BILL_LOYALTY_ERRORS.phoneFirst });
      return bill.loyaltyPhone;
    },

    /** The diner's phone on the bill: she earns its points when it closes (no proof: as an order). */
    async setPhone(restaurantId: string, billId: string, phone: string | null, actor: BillsActor) {
      const { by, staffId } = actorOf(actor);
      const updated = await db.transaction(async (tx) => {
        const bill = await lockBill(tx, restaurantId, billId);
        if (!isOpenBillStatus(bill.status)) throw conflict(BILL_CLOSED);
        if (phone !== bill.loyaltyPhone && (bill.couponId || bill.loyaltyPoints))
          throw conflict(BILL_LOYALTY_ERRORS.phoneLocked);
        return write(tx, bill.id, {
          loyaltyPhone: phone,
          loyaltyPhoneBy: phone ? by : null,
          loyaltyPhoneByStaffId: phone ? staffId : null,
        });
      });
      await announceBillChange(db, updated);
    },

    async applyCoupon(restaurantId: string, billId: string, code: string, actor: BillsActor) {
      const { by, staffId } = actorOf(actor);
      const { bill, allowCouponWithPoints } = await readBill(restaurantId, billId);
      const phone = bill.loyaltyPhone;
      if (!phone) throw badRequest(BILL_LOYALTY_ERRORS.phoneFirst, { phone: BILL_LOYALTY_ERRORS.phoneFirst });
      if (bill.couponId) throw conflict(BILL_LOYALTY_ERRORS.couponTaken);
      ensureCouponWithPoints(allowCouponWithPoints, { couponCode: code, points: bill.loyaltyPoints ?? 0 });
      const m = await billMoney(db, bill);
      // The coupon's minimum is on the bill's items, as an order's is on its subtotal.
      const priced = await priceCoupon(db, {
        restaurantId,
        code,
        phone,
        subtotalCents: m.totals.itemsCents,
      });
      const updated = await db.transaction(async (tx) => {
        const locked = await relock(tx, bill);
        await claimCoupon(tx, priced.couponId, phone);
        const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, priced.couponId));
        return write(tx, locked.id, {
          couponId: coupon!.id,
          couponCode: coupon!.code,
          couponKind: coupon!.kind,
          couponValue: coupon!.value,
          couponAt: new Date(),
          couponBy: by,
          couponByStaffId: staffId,
        });
      });
      await announceBillChange(db, updated);
    },

    async removeCoupon(restaurantId: string, billId: string) {
      const updated = await db.transaction(async (tx) => {
        const bill = await lockBill(tx, restaurantId, billId);
        if (!isOpenBillStatus(bill.status)) throw conflict(BILL_CLOSED);
        if (!bill.couponId) throw conflict('Esta conta não tem cupom.');
        await releaseCoupon(tx, bill.couponId);
        return write(tx, bill.id, {
          couponId: null,
          couponCode: null,
          couponKind: null,
          couponValue: null,
          couponAt: null,
          couponBy: null,
          couponByStaffId: null,
        });
      });
      await announceBillChange(db, updated);
    },

    /**
     * Points off the bill, proved by the one-time code sent to the phone. The code is checked last,
     * once the points are known to be spendable, so a refusal for the balance does not burn it.
     */
    async redeemPoints(
      restaurantId: string,
      billId: string,
      input: { points: number; code?: string | null },
      actor: BillsActor,
    ) {
      const { by, staffId } = actorOf(actor);
      const { bill, allowCouponWithPoints, label } = await readBill(restaurantId, billId);
      const phone = bill.loyaltyPhone;
      if (!phone) throw badRequest(BILL_LOYALTY_ERRORS.phoneFirst, { phone: BILL_LOYALTY_ERRORS.phoneFirst });
      if (bill.loyaltyPoints) throw conflict(BILL_LOYALTY_ERRORS.pointsTaken);
      if (!Number.isInteger(input.points) || input.points <= 0)
        throw badRequest('Informe quantos pontos usar.', { points: 'Informe quantos pontos usar.' });
      ensureCouponWithPoints(allowCouponWithPoints, { couponCode: bill.couponCode, points: input.points });
      if (!input.code)
        throw new HttpError(403, BILL_LOYALTY_ERRORS.codeNeeded, { code: BILL_LOYALTY_ERRORS.codeNeeded });
      const m = await billMoney(db, bill);
      const cents = await priceCheckoutRedemption(
        db,
        { restaurantId, phone, points: input.points },
        roomForPoints(m.totals),
      );
      // The phone-proof route's own budget for typing codes at this restaurant (decision 0008).
      await enforceRateLimits(db, [
        {
          key: `phone-proof:verify:phone:${restaurantId}:${phone}`,
          limit: 10,
          windowMs: 10 * 60_000,
          message: TOO_MANY_TRIES,
        },
      ]);
      const proof = await codes.verify(restaurantId, phone, input.code);
      if (!proof.ok) {
        const message =
          proof.reason === 'none'
            ? NO_CODE
            : proof.reason === 'exhausted'
              ? EXHAUSTED
              : `Código incorreto. ${proof.left === 1 ? 'Resta 1 tentativa' : `Restam ${proof.left} tentativas`}.`;
        throw new HttpError(403, message, { code: message });
      }
      const updated = await db.transaction(async (tx) => {
        const locked = await relock(tx, bill);
        const member = await lockedMember(tx, restaurantId, phone);
        if (!member) throw badRequest(INSUFFICIENT_POINTS, { points: INSUFFICIENT_POINTS });
        await postLedgerEntry(tx, {
          customerId: member.id,
          restaurantId,
          billId: locked.id,
          type: 'redeem',
          points: -input.points,
          description: `Desconto na conta da ${tableTitle(label)}`,
        });
        return write(tx, locked.id, {
          loyaltyPoints: input.points,
          loyaltyPointsCents: cents,
          loyaltyPointsAt: new Date(),
          loyaltyPointsBy: by,
          loyaltyPointsByStaffId: staffId,
        });
      });
      await announceBillChange(db, updated);
    },

    /** The points go back to the phone's balance (a release linked to the bill). */
    async removePoints(restaurantId: string, billId: string) {
      const updated = await db.transaction(async (tx) => {
        const bill = await lockBill(tx, restaurantId, billId);
        if (!isOpenBillStatus(bill.status)) throw conflict(BILL_CLOSED);
        if (!bill.loyaltyPoints || !bill.loyaltyPhone) throw conflict('Esta conta não tem pontos usados.');
        const member = await lockedMember(tx, restaurantId, bill.loyaltyPhone);
        if (member)
          await postLedgerEntry(tx, {
            customerId: member.id,
            restaurantId,
            billId: bill.id,
            type: 'adjust',
            points: bill.loyaltyPoints,
            description: 'Pontos devolvidos: retirados da conta da mesa',
          });
        return write(tx, bill.id, {
          loyaltyPoints: null,
          loyaltyPointsCents: null,
          loyaltyPointsAt: null,
          loyaltyPointsBy: null,
          loyaltyPointsByStaffId: null,
        });
      });
      await announceBillChange(db, updated);
    },
  };
}
