/**
 * The current user as a small external store, so every component reading it re-renders together
 * when login, logout or the server session changes it (also when another tab changes storage).
 */
import { useSyncExternalStore } from 'react';
import { readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './stored-user';
import type { StoredUser } from './types';

let current: StoredUser | null | undefined;
const listeners = new Set<() => void>();

function snapshot(): StoredUser | null {
  if (current === undefined) current = readStoredUser();
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setSessionUser(user: StoredUser | null): void {
  const before = snapshot();
  if (before?.id === user?.id && before?.name === user?.name) return;
  current = user ? { id: user.id, name: user.name } : null;
  writeStoredUser(current);
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== USER_STORAGE_KEY) return;
  current = readStoredUser();
  notify();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in user, or null when logged out. */
export function useSessionUser(): StoredUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
