/**
 * The order a waiter is taking at a table on the phone (issue 33, decision 0044 "The waiter's
 * phone"): the items as the menu's cart keeps them (domain/cart: the same merging, quantities and
 * prices), plus the one Idempotency-Key of this draft. Pure; the screen keeps it in localStorage per
 * table until the server answers.
 *
 * - The key is made on the first send and kept, with the draft, until the server answers: every
 *   retry after a network failure or a 5xx repeats it, so the order is placed once.
 * - Changing the draft (an item, a quantity) drops the key: it is another request, and the server
 *   refuses a used key with another body (422).
 * - A refusal (4xx) is an answer: nothing was placed, the draft stays for the waiter to fix, the key
 *   goes.
 */
import {
  type AddToCartInput,
  addToCart,
  type Cart,
  type CartItem,
  cartCount,
  cartSubtotalCents,
  EMPTY_CART,
  removeLine,
  setLineQuantity,
} from '../cart/cart';
import type { Cents } from '../money/money';

export interface WaiterDraft {
  restaurantId: string;
  tableId: string;
  tableLabel: string;
  items: CartItem[];
  /** The Idempotency-Key of this draft's send, kept until the server answers; null before sending. */
  idempotencyKey: string | null;
}

export const emptyDraft = (restaurantId: string, tableId: string, tableLabel: string): WaiterDraft => ({
  restaurantId,
  tableId,
  tableLabel,
  items: [],
  idempotencyKey: null,
});

const asCart = (draft: WaiterDraft): Cart => ({
  ...EMPTY_CART,
  restaurantId: draft.restaurantId,
  deliveryType: 'table',
  tableNumber: draft.tableLabel,
  items: draft.items,
});

/** Adds an item from the menu's item dialog: the cart's rules (identical lines merge). */
export function addToDraft(draft: WaiterDraft, input: AddToCartInput, now?: number): WaiterDraft {
  return { ...draft, items: addToCart(asCart(draft), input, now).items, idempotencyKey: null };
}

/** A new quantity for a line; 0 takes it out. */
export function setDraftQuantity(draft: WaiterDraft, lineId: string, quantity: number): WaiterDraft {
  const cart =
    quantity < 1 ? removeLine(asCart(draft), lineId) : setLineQuantity(asCart(draft), lineId, quantity);
  return { ...draft, items: cart.items, idempotencyKey: null };
}

export const draftCount = (draft: WaiterDraft): number => cartCount(draft);
export const draftSubtotalCents = (draft: WaiterDraft): Cents => cartSubtotalCents(draft);

/** The draft with its key for this send: the kept one (a retry), or a new one (the first send). */
export function draftForSending(draft: WaiterDraft, newKey: () => string): WaiterDraft {
  return draft.idempotencyKey ? draft : { ...draft, idempotencyKey: newKey() };
}

/**
 * The body of `POST /api/restaurants/:id/orders` for this draft: a table order the staff enter, so no
 * name or phone (the server names it 'Mesa 7'); prices are the server's.
 */
export function draftOrderBody(draft: WaiterDraft) {
  return {
    customerName: '',
    deliveryType: 'table' as const,
    tableNumber: draft.tableLabel,
    items: draft.items.map((item) => ({
      menuItemId: item.menuItem.id,
      quantity: item.quantity,
      ...(item.notes ? { notes: item.notes } : {}),
      optionIds: item.options.map((option) => option.optionId),
    })),
  };
}

/** What a failed send means: retry with the same key (no answer, or the server failed) or stop. */
export function sendFailure(status: number | null): 'retry' | 'refused' {
  return status === null || status >= 500 || status === 408 || status === 429 ? 'retry' : 'refused';
}

/** Waits between retries: 1 s, 2 s, 4 s… up to 15 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(15_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/** Where a table's draft is kept on the phone. */
export const draftStorageKey = (restaurantId: string, tableId: string) =>
  `comanda:rascunho-garcom:${restaurantId}:${tableId}`;

/** A stored draft read back, or null when it is missing or not a draft of this table. */
export function parseStoredDraft(
  text: string | null,
  restaurantId: string,
  tableId: string,
): WaiterDraft | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<WaiterDraft>;
    if (value?.restaurantId !== restaurantId || value.tableId !== tableId || !Array.isArray(value.items))
      return null;
    return {
      restaurantId,
      tableId,
      tableLabel: String(value.tableLabel ?? ''),
      items: value.items as CartItem[],
      idempotencyKey: typeof value.idempotencyKey === 'string' ? value.idempotencyKey : null,
    };
  } catch {
    return null;
  }
}
