/**
 * Runs the server bundle (CommonJS) as Node's own loader would, but from V8's code cache when there
 * is one: the bundle is then neither parsed nor compiled again, which is a fifth of start-up
 * (bench/startup.mjs). Node 20 has no compile cache of its own (22 has module.enableCompileCache).
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** Runs `file`; `fromCache` says whether V8 took its code from the cache. */
export function runWithCodeCache(file) {
  const source = readFileSync(file, 'utf8');
  // V8 checks a cache against the source's length only: the name carries the content's hash.
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const cacheFile = `${file}.${hash}.v8cache`;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // No cache yet: this run writes one.
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: file,
    cachedData,
  });
  const fromCache = Boolean(cachedData) && !script.cachedDataRejected;
  if (!fromCache) {
    // On exit the functions that start-up compiled are in it too, not just the top level.
    process.once('exit', () => {
      const partial = `${cacheFile}.${process.pid}`;
      try {
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile); // several processes may start at once
      } catch {
        // A read-only install starts without the cache.
      }
    });
  }
  const module = new Module(file);
  module.filename = file;
  script.runInThisContext()(module.exports, createRequire(file), module, file, path.dirname(file));
  return { fromCache };
}
