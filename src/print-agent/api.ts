/**
 * The server's agent API (decision 0047): pairing, claiming a job, reporting it, the heartbeat.
 * Every call but pairing carries the agent's token as `Authorization: Bearer`.
 */
import type { PrinterSettings } from '../domain/kitchen/printers';

/** A job as the `job` event of GET /api/print-agent/events sends it. */
export interface AgentJob {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  printer: PrinterSettings;
  reprint: boolean;
  kind: string;
  /** The printer's commands, base64. */
  payload: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const REQUEST_TIMEOUT_MS = 10_000;

async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string') return body.error;
  } catch {
    // not JSON
  }
  return `O servidor respondeu ${response.status}`;
}

async function call<T>(
  server: string,
  path: string,
  init: { method: string; token?: string; body?: unknown },
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server}/api/print-agent/${path}`, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const text = await response.text();
  return (text ? JSON.parse(text) : {}) as T;
}

export interface PairAnswer {
  agentId: string;
  token: string;
  restaurantName: string;
}

export function pair(server: string, code: string, name: string): Promise<PairAnswer> {
  return call(server, 'pair', { method: 'POST', body: { code, name, kind: 'computador' } });
}

export function createAgentApi(server: string, token: string) {
  return {
    claim: (jobId: string) =>
      call<unknown>(server, `jobs/${encodeURIComponent(jobId)}/claim`, { method: 'POST', token, body: {} }),
    result: (jobId: string, status: 'impresso' | 'falhou', error?: string) =>
      call<unknown>(server, `jobs/${encodeURIComponent(jobId)}/result`, {
        method: 'POST',
        token,
        body: error ? { status, error } : { status },
      }),
    heartbeat: (printers: { stationId: string; online: boolean; error?: string }[]) =>
      call<{ retry?: string[] }>(server, 'heartbeat', { method: 'POST', token, body: { printers } }),
  };
}
export type AgentApi = ReturnType<typeof createAgentApi>;
