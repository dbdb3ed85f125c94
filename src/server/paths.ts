import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'migrations');
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'dist', 'web');
