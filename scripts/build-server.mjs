#!/usr/bin/env node
/**
 * Bundles the server into dist/server/main.cjs, the npm packages it loads at start-up included: one
 * file to read instead of hundreds of package lookups. It is CommonJS so that `npm start` can run
 * it from V8's code cache (scripts/start.mjs), which Node 20 offers for scripts but not for ES
 * modules. See docs/decisions/0005-server-bundle-and-code-cache.md.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Left to node_modules: native code, WebAssembly, data files beside their code, or first use only. */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite', // WebAssembly and its file-system image, found beside its code
  '@node-rs/argon2', // native
  'sharp', // native, on the first upload
  'pdfkit', // font files beside its code, on the first PDF
  'nodemailer', // on the first e-mail
  'dumb-passwords', // on the first password chosen
  '@aws-sdk/client-s3', // with STORAGE_DRIVER=s3 only
  'pg', // with DATABASE_URL only
  '@fastify/swagger-ui', // Swagger UI's files, served from beside its code
];

/** Builds the server bundle into `outdir` (dist/server unless a bench builds a private copy). */
export async function buildServer(outdir = path.join(root, 'dist/server')) {
  // A code cache left by an earlier bundle must never meet this one.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: path.join(outdir, 'main.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL_PACKAGES,
    // import() of a package becomes require(): code run from V8's code cache loses Node 20's
    // dynamic import callback. Modules of our own that are imported lazily still load lazily.
    supported: { 'dynamic-import': false },
    define: { 'import.meta.dirname': '__dirname' },
    sourcemap: true,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
