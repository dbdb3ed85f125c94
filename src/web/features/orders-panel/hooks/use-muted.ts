import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'comanda:panel-muted';
const listeners = new Set<() => void>();
/** This page's choice, kept even where storage is unavailable (private mode). */
let chosen: boolean | null = null;

function read(): boolean {
  if (chosen !== null) return chosen;
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** The mute switch of the new-order ring, remembered on this device. */
export function useMuted(): [boolean, (muted: boolean) => void] {
  const muted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => false,
  );
  const setMuted = useCallback((next: boolean) => {
    chosen = next;
    try {
      window.localStorage.setItem(KEY, next ? '1' : '0');
    } catch {
      // Storage can be unavailable; the choice still holds for this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [muted, setMuted];
}
