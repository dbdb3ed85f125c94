#!/usr/bin/env node
/**
 * `npm start`: builds whatever is missing (the web app, the server bundle), then runs the server.
 * A build is "missing" when its output is absent or older than the sources it comes from.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

if (stale(path.join(root, 'dist/web/index.html'), 'src/web', 'src/domain')) run('build:web');
if (stale(path.join(root, 'dist/server/main.js'), 'src/server', 'src/domain')) run('build:server');

// The server runs in this same process, so SIGTERM reaches its graceful shutdown directly.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
