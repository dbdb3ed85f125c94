import type { Db } from './client';

/**
 * One `T` per database handle (the app's pool, a test's database), made on first use: what a
 * process keeps for a database (prepared reads, snapshots, batches) without a global that tests
 * with several databases would share.
 */
export function perDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const kept = new WeakMap<Db, T>();
  return (db) => {
    let value = kept.get(db);
    if (value === undefined) {
      value = create(db);
      kept.set(db, value);
    }
    return value;
  };
}
