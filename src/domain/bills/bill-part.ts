/**
 * The shapes of a split bill, shared by the ways of splitting it (bill-split.ts, bill-split-items.ts),
 * the payments (bill-payments.ts) and the pre-bill (pre-bill.ts).
 */
import type { Cents } from '../money/money';
import type { BillLine, BillTotals } from './bill-totals';

export const SPLIT_METHODS = ['whole', 'equal', 'items', 'amounts'] as const;
export type SplitMethod = (typeof SPLIT_METHODS)[number];

export const SPLIT_METHOD_LABELS: Record<SplitMethod, string> = {
  whole: 'Conta inteira',
  equal: 'Partes iguais',
  items: 'Por item',
  amounts: 'Por valor',
};

/** What a part of a split by item is made of; each component adds up to the bill's own. */
export interface PartShares {
  itemsCents: Cents;
  discountCents: Cents;
  serviceCents: Cents;
  couvertCents: Cents;
  lines: { lineId: string; name: string; quantity: number; lineCents: Cents; sharedBy: number }[];
}

export interface BillPart {
  /** Stable across re-splits, so payments keep pointing at their part. */
  id: string;
  label: string;
  amountCents: Cents;
  /** The person of a split by item. */
  personKey?: string | null;
  shares?: PartShares | null;
}

export interface BillSplit {
  method: SplitMethod;
  parts: BillPart[];
  /** What the pre-bill says under the parts (who carries the odd cents), or null. */
  note: string | null;
}

export interface SplitPerson {
  key: string;
  name: string;
  /** People this part stands for (a couple paying together: 2), for the couvert; 1 by default. */
  people?: number;
}

export type SplitRequest =
  | { method: 'whole' }
  | { method: 'equal'; parts: number }
  | { method: 'items'; people: readonly SplitPerson[] }
  | { method: 'amounts'; amounts: readonly Cents[] };

export type SplitResult = { ok: true; split: BillSplit } | { ok: false; error: string };

export interface SplittableBill {
  totals: BillTotals;
  lines: readonly BillLine[];
}
