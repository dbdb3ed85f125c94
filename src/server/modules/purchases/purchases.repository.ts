/** Purchases and their lines, scoped by restaurant; status changes are claimed with a conditional UPDATE. */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseStatus } from '../../../domain/inventory/stock';
import type { Db, Tx } from '../../db/client';
import { menuItems, purchaseItems, purchases, suppliers } from '../../db/schema';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseLineRow = typeof purchaseItems.$inferSelect;
export type NewPurchase = Omit<typeof purchases.$inferInsert, 'id' | 'createdAt'>;
export type NewPurchaseLine = Omit<typeof purchaseItems.$inferInsert, 'id' | 'purchaseId' | 'createdAt'>;
export type PurchaseWithLines = PurchaseRow & {
  supplierName: string | null;
  lines: (PurchaseLineRow & { menuItemName: string })[];
};

const LIST_LIMIT = 200;

export function createPurchasesRepository(db: Db) {
  async function withLines(rows: { purchase: PurchaseRow; supplierName: string | null }[]) {
    const ids = rows.map((row) => row.purchase.id);
    const lines = ids.length
      ? await db
          .select({ line: purchaseItems, menuItemName: menuItems.name })
          .from(purchaseItems)
          .innerJoin(menuItems, eq(menuItems.id, purchaseItems.menuItemId))
          .where(inArray(purchaseItems.purchaseId, ids))
          .orderBy(purchaseItems.createdAt, purchaseItems.id)
      : [];
    return rows.map(({ purchase, supplierName }) => ({
      ...purchase,
      supplierName,
      lines: lines
        .filter(({ line }) => line.purchaseId === purchase.id)
        .map(({ line, menuItemName }) => ({ ...line, menuItemName })),
    }));
  }

  const selectPurchases = () =>
    db
      .select({ purchase: purchases, supplierName: suppliers.name })
      .from(purchases)
      .leftJoin(suppliers, eq(suppliers.id, purchases.supplierId));

  return {
    async list(restaurantId: string): Promise<PurchaseWithLines[]> {
      const rows = await selectPurchases()
        .where(eq(purchases.restaurantId, restaurantId))
        .orderBy(sql`${purchases.purchaseDate} desc nulls last`, desc(purchases.createdAt))
        .limit(LIST_LIMIT);
      return withLines(rows);
    },

    async find(restaurantId: string, purchaseId: string): Promise<PurchaseWithLines | null> {
      const rows = await selectPurchases().where(
        and(eq(purchases.id, purchaseId), eq(purchases.restaurantId, restaurantId)),
      );
      return (await withLines(rows))[0] ?? null;
    },

    async ownedItemIds(restaurantId: string, itemIds: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(and(eq(menuItems.restaurantId, restaurantId), inArray(menuItems.id, itemIds)));
      return new Set(rows.map((row) => row.id));
    },

    async supplier(restaurantId: string, supplierId: string) {
      const [row] = await db
        .select({ id: suppliers.id, isActive: suppliers.isActive })
        .from(suppliers)
        .where(and(eq(suppliers.id, supplierId), eq(suppliers.restaurantId, restaurantId)));
      return row ?? null;
    },

    /** The purchase and its lines, in one transaction. */
    insert(purchase: NewPurchase, lines: NewPurchaseLine[]): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(purchases).values(purchase).returning({ id: purchases.id });
        // Lines have no position column: a millisecond apart, they read back in the order typed.
        const start = Date.now();
        await tx.insert(purchaseItems).values(
          lines.map((line, index) => ({
            ...line,
            purchaseId: row!.id,
            createdAt: new Date(start + index),
          })),
        );
        return row!.id;
      });
    },

    /**
     * Moves a pending purchase to a new status; null when it is not (or no longer) pending, so of two
     * presses at once only one wins.
     */
    async claim(tx: Tx, restaurantId: string, purchaseId: string, status: PurchaseStatus, at: Date) {
      const [row] = await tx
        .update(purchases)
        .set({ status, ...(status === 'recebida' && { receivedAt: at }) })
        .where(
          and(
            eq(purchases.id, purchaseId),
            eq(purchases.restaurantId, restaurantId),
            eq(purchases.status, 'pendente'),
          ),
        )
        .returning();
      return row ?? null;
    },

    lines(tx: Tx, purchaseId: string) {
      return tx
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.purchaseId, purchaseId))
        .orderBy(purchaseItems.createdAt, purchaseItems.id);
    },
  };
}
