/**
 * The one state an owner reads for a menu item: 'Disponível', 'Esgotado' or 'Desativado'. The item
 * keeps two stored flags (active, the owner's sold-out switch) plus stock; two independent switches
 * both shown off read as "everything is off" (issue 32, item 29), so menu management shows and sets
 * a single state, and this is where the flags map to it and back.
 */
export const ITEM_STATES = ['available', 'soldOut', 'inactive'] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const ITEM_STATE_LABELS: Record<ItemState, string> = {
  available: 'Disponível',
  soldOut: 'Esgotado',
  inactive: 'Desativado',
};

interface ItemFlags {
  isActive: boolean;
  /** Sold out by the owner's switch or by stock. */
  isSoldOut: boolean;
  /** The owner's switch alone. */
  soldOutSwitch: boolean;
}

/** A deactivated item is hidden from the menu, so that wins over being sold out. */
export function itemState(item: ItemFlags): ItemState {
  if (!item.isActive) return 'inactive';
  return item.isSoldOut ? 'soldOut' : 'available';
}

/** Sold out by stock alone: choosing 'Disponível' cannot change it, stock must come in first. */
export function soldOutByStock(item: ItemFlags): boolean {
  return item.isActive && item.isSoldOut && !item.soldOutSwitch;
}

/** The flags to send for a chosen state; each state sets both, so no stale flag lingers. */
export function itemStateChange(state: ItemState): { isActive: boolean; isSoldOut: boolean } {
  if (state === 'inactive') return { isActive: false, isSoldOut: false };
  return { isActive: true, isSoldOut: state === 'soldOut' };
}
