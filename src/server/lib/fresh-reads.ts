/**
 * Shares reads between concurrent callers without ever answering with a value read before the
 * caller asked. Per key, one read runs at a time: a caller arriving while none runs starts one; a
 * caller arriving while one runs waits for the next read, which starts when the running one ends
 * and answers everyone who arrived in between. So under load a key is read once per round trip
 * instead of once per caller, and a write committed before a caller asked is always seen by it
 * (the diners' menu version: an edit is visible to the very next request).
 */
export function freshReads<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  interface Flight {
    running: Promise<T> | null;
    next: Promise<T> | null;
  }
  const flights = new Map<K, Flight>();

  const start = (key: K, flight: Flight): Promise<T> => {
    const running = read(key);
    flight.running = running;
    const settle = () => {
      if (flight.running === running) flight.running = null;
      if (!flight.running && !flight.next) flights.delete(key);
    };
    running.then(settle, settle);
    return running;
  };

  return (key) => {
    let flight = flights.get(key);
    if (!flight) {
      flight = { running: null, next: null };
      flights.set(key, flight);
    }
    if (!flight.running) return start(key, flight);
    // Joining the running read could miss a write committed just before this call.
    const current = flight;
    current.next ??= flight.running
      .catch(() => undefined)
      .then(() => {
        current.next = null;
        return start(key, current);
      });
    return current.next;
  };
}
