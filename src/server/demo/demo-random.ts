/**
 * A seeded pseudo-random source (mulberry32) for the demo: the same seed draws the same photos and
 * the same order history shape on every machine, while the dates follow the day it runs.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof createRandom>;

/** An entry picked with probability proportional to its weight. */
export function pickWeighted<T>(random: Random, entries: readonly T[], weight: (entry: T) => number): T {
  const total = entries.reduce((sum, entry) => sum + weight(entry), 0);
  let target = random() * total;
  for (const entry of entries) {
    target -= weight(entry);
    if (target < 0) return entry;
  }
  return entries[entries.length - 1]!;
}

export const pick = <T>(random: Random, entries: readonly T[]): T =>
  entries[Math.floor(random() * entries.length)]!;
