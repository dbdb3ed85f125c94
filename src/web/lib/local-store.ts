/**
 * A value kept in localStorage and shared by every component (and every tab: the `storage` event
 * brings another tab's change). Reading is lazy, so nothing touches storage until it is needed.
 */
import { useSyncExternalStore } from 'react';

export interface LocalStore<T> {
  get(): T;
  /** What the server rendered: the value before this device's storage is read (for hydration). */
  initial: T;
  set(next: T): void;
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** Reads storage again (another tab wrote, or a test reset it). */
  reload(): void;
}

export function createLocalStore<T>(
  key: string,
  read: (raw: string | null) => T,
  write: (value: T) => string,
  initial: T,
) {
  let loaded = false;
  let value: T;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const load = () => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      // Storage can be blocked (private mode, policies): the value just lives in memory.
    }
    value = read(raw);
    loaded = true;
  };

  const store: LocalStore<T> = {
    initial,
    get() {
      if (!loaded) load();
      return value;
    },
    set(next) {
      value = next;
      loaded = true;
      try {
        window.localStorage.setItem(key, write(next));
      } catch {
        // Full or blocked storage: keep the value for this page.
      }
      emit();
    },
    update(change) {
      store.set(change(store.get()));
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key && event.key !== null) return;
        load();
        emit();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    reload() {
      load();
      emit();
    },
  };
  return store;
}

export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
