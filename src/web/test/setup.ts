import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setSessionUser } from '../features/auth/session';

// Unit tests never reach a server: a test that needs answers stubs fetch itself (test/render.tsx).
beforeEach(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    throw new Error(`Unexpected fetch in a web unit test: ${String(input)}`);
  });
});

// No globals in the vitest config, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  setSessionUser(null);
});
