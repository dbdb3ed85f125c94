/** Part 1 of the fuzz of every endpoint (fuzz-run.ts says what it checks). */
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FUZZ_SHARDS, fuzzShard } from './fuzz-run';

fuzzShard(0);

it('has one file per part, so no endpoint goes unfuzzed', () => {
  const parts = readdirSync(dirname(fileURLToPath(import.meta.url))).filter((name) =>
    /^fuzz-\d+\.test\.ts$/.test(name),
  );
  expect(parts).toHaveLength(FUZZ_SHARDS);
});
