/**
 * The public menu's JavaScript budget: a diner on a mid-range phone over 4G must get the menu with
 * at most 109 KB of gzipped JavaScript (decision 0010). The production build is made into a
 * temporary folder, and everything the menu page can load is summed: its entry's static imports and every dynamic import
 * reachable from it (the cart, the checkout), gzipped at the level the server precompresses with.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
// 109 KB for now: decision 0010 (what the diner features of issues 18–22 and 32 cost, and what to trim).
const BUDGET_BYTES = 109 * 1024;
// The table's part (decision 0044): loaded only from a table's QR code (?mesa=7), on top of the menu.
const TABLE_BUDGET_BYTES = 2 * 1024;
const TABLE_ONLY = 'features/public-menu/table/';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir: string;
let manifest: Record<string, ManifestChunk>;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bundle-'));
  // Vitest runs with NODE_ENV=test, which would make React's development build: measure production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
      environments: { ssr: { build: { outDir: path.join(outDir, 'ssr') } } },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/**
 * Every JS file the entry can load: static imports and dynamic imports, transitively; `skip` leaves
 * out a dynamic import (and what only it loads) that this diner never triggers.
 */
function filesOf(entry: string, skip: (key: string) => boolean = () => false): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const gzipped = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

describe('the public menu page', () => {
  it('is its own entry, which never pulls the router, the admin panel or zod', () => {
    const files = filesOf('menu.html');
    expect(files.length).toBeGreaterThan(0);
    const code = files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    expect(code).not.toContain('Painel Administrativo');
    expect(code).not.toMatch(/useNavigate|createBrowserRouter/);
    expect(code).not.toContain('ZodError');
  });

  it(`loads at most ${BUDGET_BYTES / 1024} KB of gzipped JavaScript (a diner not at a table)`, () => {
    const sizes = filesOf('menu.html', (key) => key.includes(TABLE_ONLY)).map((file) => ({
      file,
      bytes: gzipped(file),
    }));
    const total = sizes.reduce((sum, entry) => sum + entry.bytes, 0);
    const report = sizes.map((entry) => `${entry.file}: ${(entry.bytes / 1024).toFixed(1)} KB`).join('\n');
    expect(
      total,
      `menu JavaScript, gzipped:\n${report}\ntotal ${(total / 1024).toFixed(1)} KB`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it(`at a table (?mesa=) loads at most ${TABLE_BUDGET_BYTES / 1024} KB more, in its own chunk`, () => {
    const menu = new Set(filesOf('menu.html', (key) => key.includes(TABLE_ONLY)));
    const tableOnly = filesOf('menu.html').filter((file) => !menu.has(file));
    expect(tableOnly.length).toBeGreaterThan(0);
    const extra = tableOnly.reduce((sum, file) => sum + gzipped(file), 0);
    expect(extra, `the table's chunks: ${tableOnly.join(', ')}`).toBeLessThanOrEqual(TABLE_BUDGET_BYTES);
  });
});
