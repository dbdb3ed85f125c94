import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const runner = pathToFileURL(path.join(import.meta.dirname, 'code-cache.mjs')).href;

/** Runs `file` through runWithCodeCache in a new process, as `npm start` does. */
function start(file: string) {
  const script = `import { runWithCodeCache } from ${JSON.stringify(runner)};
    const { fromCache } = runWithCodeCache(${JSON.stringify(file)});
    console.log(JSON.stringify({ fromCache, answer: globalThis.answer }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1)!) as { fromCache: boolean; answer: unknown };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-code-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runWithCodeCache', () => {
  it('runs a CommonJS bundle with its require, module and paths, then from the cache it wrote', () => {
    const file = path.join(dir, 'main.cjs');
    writeFileSync(
      file,
      `const path = require('node:path');
       module.exports = 1;
       globalThis.answer = [path.basename(__filename), __dirname, typeof exports, module.exports];`,
    );

    expect(start(file)).toEqual({ fromCache: false, answer: ['main.cjs', dir, 'object', 1] });
    expect(readdirSync(dir).filter((name) => name.endsWith('.v8cache'))).toHaveLength(1);
    expect(start(file)).toEqual({ fromCache: true, answer: ['main.cjs', dir, 'object', 1] });
  });

  it('never runs an earlier bundle from the cache, even one of the same length', () => {
    // V8 checks a cache against the source's length only; the same length would run the old code.
    const file = path.join(dir, 'main.cjs');
    writeFileSync(file, `globalThis.answer = 'A';`);
    expect(start(file)).toEqual({ fromCache: false, answer: 'A' });

    writeFileSync(file, `globalThis.answer = 'B';`);
    expect(start(file)).toEqual({ fromCache: false, answer: 'B' });
    expect(start(file)).toEqual({ fromCache: true, answer: 'B' });
  });
});
