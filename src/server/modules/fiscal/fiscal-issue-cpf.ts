/**
 * 'CPF na nota?' at the diner's checkout (issue 35): asked only when the restaurant's fiscal profile
 * says so (`ask_cpf_at_checkout`), ignored otherwise; checked with the domain's `consumerCpf` (a CNPJ
 * is told an NF-e is needed) and kept on the order for its NFC-e. Never logged.
 */
import { eq } from 'drizzle-orm';
import { consumerCpf } from '../../../domain/fiscal/nfce';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { profileRow } from './fiscal-issue-sale';

/** The checked CPF (digits), its error, or null when the restaurant does not ask for it. */
export async function checkoutCpf(
  db: Db,
  restaurantId: string,
  value: string,
): Promise<{ ok: true; cpf: string } | { ok: false; error: string } | null> {
  const profile = await profileRow(db, restaurantId);
  if (!profile?.askCpfAtCheckout) return null;
  return consumerCpf(value);
}

/** Keeps the CPF on the order just placed (its answer carries its id). */
export async function keepOrderCpf(db: Db, placed: unknown, cpf: string): Promise<void> {
  const id = (placed as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return;
  await db.update(orders).set({ fiscalCpf: cpf }).where(eq(orders.id, id));
}
