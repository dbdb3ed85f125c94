/**
 * A tiny toast store (the shadcn pattern): `toast()` can be called from anywhere, including
 * mutation callbacks, and the single <Toaster /> renders what is queued. Section 9 of the
 * specification: at most one toast at a time, removed from memory 1,000,000 ms after it closes.
 */
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; the provider's 5000 ms when absent. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string): void {
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY);
}

function removeToast(id?: string): void {
  setToasts(toasts.filter((item) => item.open || (id !== undefined && item.id !== id)));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
