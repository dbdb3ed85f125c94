import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { createQueryClient } from '../lib/query-client';

/** Shows where the app navigated to, so tests can assert redirects. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Renders with the app's providers: a fresh query cache, a memory router and the toaster. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

/** Waits for the router (navigations run as transitions) to reach a path. */
export async function expectLocation(path: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(path));
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/**
 * Replaces fetch with answers chosen per call ("METHOD /path"); unknown calls answer 404.
 * Returns the mock so tests can inspect what was sent.
 */
export function stubFetch(routes: Record<string, FakeResponse | ((init: RequestInit) => FakeResponse)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    const { status = 200, body } = typeof route === 'function' ? route(init) : (route ?? { status: 404 });
    const text = body === undefined ? '' : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
