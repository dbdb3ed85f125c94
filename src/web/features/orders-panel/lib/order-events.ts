/**
 * A tiny in-page bus of order changes, whether they came from the live stream or from this
 * panel's own taps, so that auto-printing and notifications react to both the same way.
 */
import type { PanelOrder } from '../types';

export interface OrderChange {
  order: PanelOrder;
  /** A pending order the panel had not seen before. */
  isNew: boolean;
}

type Listener = (change: OrderChange) => void;
const listeners = new Set<Listener>();

export function onOrderChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOrderChange(order: PanelOrder, isNew = false): void {
  for (const listener of listeners) listener({ order, isNew });
}
