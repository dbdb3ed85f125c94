import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answer is the value at the moment it starts, finishing when told to. */
function controlledStore() {
  let value = 0;
  const started: { key: string; value: number; finish: () => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve) => {
      const seen = value;
      started.push({ key, value: seen, finish: () => resolve(seen) });
    });
  return {
    read,
    started,
    write: (next: number) => {
      value = next;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('freshReads', () => {
  it('answers callers arriving during a read with the next read, started after they asked', async () => {
    const store = controlledStore();
    const get = freshReads(store.read);
    const first = get('a');
    store.write(1); // committed while the first read runs
    const second = get('a');
    const third = get('a');
    expect(store.started).toHaveLength(1);

    store.started[0]!.finish();
    expect(await first).toBe(0);
    await tick();
    // One more read for both waiting callers, and it sees the write they came after.
    expect(store.started).toHaveLength(2);
    store.started[1]!.finish();
    expect([await second, await third]).toEqual([1, 1]);
  });

  it('reads each key on its own and starts afresh once idle', async () => {
    const store = controlledStore();
    const get = freshReads(store.read);
    const [a, b] = [get('a'), get('b')];
    expect(store.started.map((read) => read.key)).toEqual(['a', 'b']);
    for (const read of store.started) read.finish();
    await Promise.all([a, b]);
    store.write(7);
    const later = get('a');
    store.started[2]!.finish();
    expect(await later).toBe(7);
  });

  it('passes a failed read to its callers and recovers on the next call', async () => {
    let fail = true;
    const get = freshReads(async (key: string) => {
      if (fail) throw new Error(`no ${key}`);
      return key.length;
    });
    await expect(get('abc')).rejects.toThrow('no abc');
    fail = false;
    expect(await get('abc')).toBe(3);
  });
});
