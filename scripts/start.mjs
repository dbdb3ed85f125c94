#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing (the web app, the server bundle), then runs the server.
 * A build is "missing" when its output is absent or older than the sources it comes from. Builds
 * take a lock, so several starts at once (parallel test runs) never build over each other.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { runWithCodeCache } from './lib/code-cache.mjs';

const root = path.resolve(import.meta.dirname, '..');
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};
const stale = (output, ...sources) =>
  !existsSync(output) ||
  statSync(output).mtimeMs < Math.max(...sources.map((s) => newest(path.join(root, s))));

const run = (script) => {
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const targets = [
  ['build:web', path.join(root, 'dist/web/index.html'), ['src/web', 'src/domain']],
  ['build:server', path.join(root, 'dist/server/main.cjs'), ['src/server', 'src/domain']],
];

if (targets.some(([, output, sources]) => stale(output, ...sources))) {
  const lock = path.join(root, 'dist', '.build-lock');
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another start is building; a lock older than the deadline is abandoned.
      if (
        Date.now() > deadline ||
        Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 5 * 60_000
      ) {
        rmSync(lock, { recursive: true, force: true });
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    for (const [script, output, sources] of targets) if (stale(output, ...sources)) run(script);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

// The server runs in this same process, so SIGTERM reaches its graceful shutdown directly.
process.env.NODE_ENV ??= 'production';
runWithCodeCache(path.join(root, 'dist/server/main.cjs'));
