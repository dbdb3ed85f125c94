/** Shared answers for the 'Cozinha' tab's web tests: the API's shapes from decision 0047. */
import type { Capability } from '../../../domain/staff/capabilities';
import type { KitchenSettingsView, PrintJobView, StationView } from './api';

export const K = '/api/restaurants/r1/kitchen';

export const COZINHA: StationView = {
  id: 's1',
  name: 'Cozinha',
  kind: 'producao',
  position: 0,
  isActive: true,
  printer: {
    family: 'epson',
    paperWidth: 80,
    columns: 48,
    codePage: 'cp860',
    cut: true,
    copies: 1,
    connection: { kind: 'rede', host: '192.168.0.50', port: 9100 },
  },
};
export const BAR: StationView = {
  id: 's2',
  name: 'Bar',
  kind: 'producao',
  position: 1,
  isActive: true,
  printer: null,
};
export const CAIXA: StationView = {
  id: 's3',
  name: 'Caixa',
  kind: 'caixa',
  position: 2,
  isActive: true,
  printer: null,
};

export const SETTINGS: KitchenSettingsView = {
  autoAccept: {},
  readyWhenBumped: true,
  kdsWarnMinutes: 10,
  kdsLateMinutes: 20,
};

export function job(overrides: Partial<PrintJobView> = {}): PrintJobView {
  return {
    id: 'j1',
    seq: 1,
    stationId: 's1',
    stationName: 'Cozinha',
    orderId: 'o1',
    orderNumber: 42,
    kind: 'cozinha',
    reprint: false,
    status: 'impresso',
    error: null,
    attempts: 1,
    createdAt: '2026-11-28T15:04:00.000Z',
    printedAt: '2026-11-28T15:04:02.000Z',
    ...overrides,
  };
}

export const me = (capabilities?: readonly Capability[]) => ({
  body: { id: 'r1', acting: capabilities ? { role: 'gerente', capabilities: [...capabilities] } : undefined },
});

/** The bodies sent to one route ("METHOD /path"), parsed. */
export function sent(fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        String(input) === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
    )
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return body === undefined ? undefined : JSON.parse(String(body));
    });
}
