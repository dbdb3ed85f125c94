/**
 * The logged-in user kept in local storage so the navigation can show "Painel" at once on load.
 * It is only a hint: the server session (GET /api/auth/me) is the truth and overrides it.
 */
import type { StoredUser } from './types';

export const USER_STORAGE_KEY = 'comanda:user';

/** Parses a stored value; anything that is not an object with a string id and name is null. */
export function parseStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
    return { id, name };
  } catch {
    return null;
  }
}

/** Restores the stored user; a corrupt value is discarded so it cannot fail the next load too. */
export function readStoredUser(storage: Storage | null = browserStorage()): StoredUser | null {
  const raw = storage?.getItem(USER_STORAGE_KEY) ?? null;
  const user = parseStoredUser(raw);
  if (raw !== null && user === null) storage?.removeItem(USER_STORAGE_KEY);
  return user;
}

export function writeStoredUser(user: StoredUser | null, storage: Storage | null = browserStorage()): void {
  if (!storage) return;
  if (user) storage.setItem(USER_STORAGE_KEY, JSON.stringify({ id: user.id, name: user.name }));
  else storage.removeItem(USER_STORAGE_KEY);
}

/** Local storage, or null where it is unavailable (private modes that throw on access). */
function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
