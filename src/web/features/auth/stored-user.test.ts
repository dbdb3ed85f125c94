import { beforeEach, describe, expect, it } from 'vitest';
import { parseStoredUser, readStoredUser, USER_STORAGE_KEY, writeStoredUser } from './stored-user';

describe('stored user', () => {
  beforeEach(() => window.localStorage.clear());

  it('restores a stored user, keeping only id and name', () => {
    window.localStorage.setItem(
      USER_STORAGE_KEY,
      JSON.stringify({ id: 'r1', name: 'Cantina', email: 'x@y.z' }),
    );
    expect(readStoredUser()).toEqual({ id: 'r1', name: 'Cantina' });
  });

  it('is null when nothing is stored', () => {
    expect(readStoredUser()).toBeNull();
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a non-object', '"r1"'],
    ['null', 'null'],
    ['a missing id', '{"name":"Cantina"}'],
    ['an empty id', '{"id":"","name":"Cantina"}'],
    ['a numeric name', '{"id":"r1","name":42}'],
  ])('discards a corrupt value (%s) and removes it from storage', (_case, raw) => {
    window.localStorage.setItem(USER_STORAGE_KEY, raw);
    expect(readStoredUser()).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('writes the user and clears it on logout', () => {
    writeStoredUser({ id: 'r1', name: 'Cantina' });
    expect(parseStoredUser(window.localStorage.getItem(USER_STORAGE_KEY))).toEqual({
      id: 'r1',
      name: 'Cantina',
    });
    writeStoredUser(null);
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});
