/**
 * Whether this is the first mounted instance of a component on the page. The ring, the printer
 * and the notifications must exist once, even if the live bar is mounted in more than one place
 * (each order tab has one; the admin shell may add one for every tab).
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

const instances: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function usePrimaryInstance(): boolean {
  const [id] = useState(() => Symbol('live-orders-bar'));
  useEffect(() => {
    instances.push(id);
    notify();
    return () => {
      instances.splice(instances.indexOf(id), 1);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => instances[0] === id,
    () => false,
  );
}
