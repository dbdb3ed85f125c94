import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  // Assets are precompressed at build time (brotli and gzip); the server sends the .br/.gz as is.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    // Two pages: the app, and the public menu's small standalone page (see src/web/menu.html).
    rolldownOptions: {
      input: { index: fromRoot('src/web/index.html'), menu: fromRoot('src/web/menu.html') },
      // What both pages share travels in a few chunks (React, and the small pure modules), not a dozen.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][^\\/]+)[\\/]/,
            },
            {
              // The public menu's screen, item dialog and cart in one chunk the menu page loads anyway:
              // the waiter's phone reuses the item dialog (decision 0044) without splitting it off.
              name: 'menu-screen',
              test: /src[\\/]web[\\/]features[\\/](public-menu[\\/](components|api|hooks)[\\/]|public-menu[\\/][^\\/]+\.tsx?$|cart[\\/])/,
            },
            {
              name: 'shared-domain',
              test: /src[\\/]domain[\\/](money|format|geo|cart|orders[\\/]order-|menu[\\/](menu|pricing|delivery-zones)\.)/,
            },
          ],
        },
      },
    },
  },
  // `vite build` also builds the public menu's server-side renderer (dist/ssr/menu-ssr.cjs).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: fromRoot('dist/ssr'),
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        // A string, not an object: it replaces the pages' inputs instead of merging with them.
        rolldownOptions: {
          input: fromRoot('src/web/features/public-menu/standalone/menu-ssr.tsx'),
          // CommonJS, so the server requires it: its bundle runs from V8's code cache, where Node 20
          // has no dynamic import() (scripts/start.mjs).
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' },
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
