/**
 * This browser as a 'navegador' print agent (decision 0047): pairing with a code the owner's
 * session asks for, then, while the panel is open, the agent's stream (`GET /api/print-agent/events`,
 * server-sent events with an Authorization header, read with eventsource-client), and for each
 * `job`: claim it (409: another agent has it), print its bytes, report 'impresso' or 'falhou'.
 * A job this browser already printed (its journal) is only reported, never printed again. Jobs
 * are printed one at a time, in the order they came.
 */
import { createEventSource, type EventSourceClient } from 'eventsource-client';
import { api } from '../../../lib/api-client';
import { kitchenPath, type PairingCode } from '../api';
import { type BrowserAgentCredentials, printedJournal } from './storage';

const AGENT_PATH = '/api/print-agent';
const HEARTBEAT_MS = 30_000;

export interface AgentJob {
  id: string;
  seq: number;
  stationId: string;
  stationName: string;
  reprint: boolean;
  kind: string;
  /** The printer's bytes, base64. */
  payload: string;
}

/** A name the owner recognises in 'Agente de impressão': 'Navegador (Windows)'. */
export function browserAgentName(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
    navigator.platform ||
    '';
  return platform ? `Navegador (${platform})` : 'Navegador';
}

/** 'Usar este navegador para imprimir': a code from the owner's session, then the agent's pairing. */
export async function pairThisBrowser(restaurantId: string): Promise<BrowserAgentCredentials> {
  const { code } = await api.post<PairingCode>(`${kitchenPath(restaurantId)}/agents/pairing-code`);
  const paired = await api.post<{ agentId: string; token: string }>(`${AGENT_PATH}/pair`, {
    code,
    name: browserAgentName(),
    kind: 'navegador',
  });
  return { agentId: paired.agentId, token: paired.token };
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export interface BrowserAgentOptions {
  credentials: BrowserAgentCredentials;
  /** Whether a printer is connected now: without one, jobs are left for when it is. */
  canPrint: () => boolean;
  print: (bytes: Uint8Array) => Promise<void>;
  /** The server no longer knows the token (revoked with 'Desconectar'). */
  onRevoked: () => void;
  /** Each job printed or failed here, for the card's last line. */
  onResult?: (job: AgentJob, status: 'impresso' | 'falhou', error?: string) => void;
}

/**
 * The stations each agent printed for, kept across its restarts in this page (the runner starts it
 * again when the printer connects): the first heartbeat after a printer came back names them, so
 * the server queues again the jobs that failed while it was gone, as it does for the computer agent.
 */
const stationsByAgent = new Map<string, Set<string>>();
function knownStations(agentId: string): Set<string> {
  let stations = stationsByAgent.get(agentId);
  if (!stations) {
    stations = new Set();
    stationsByAgent.set(agentId, stations);
  }
  return stations;
}

export interface RunningAgent {
  stop(): void;
}

export function startBrowserAgent(options: BrowserAgentOptions): RunningAgent {
  const { credentials, canPrint, print, onRevoked, onResult } = options;
  const journal = printedJournal(credentials.agentId);
  const headers = { Authorization: `Bearer ${credentials.token}` };
  const stations = knownStations(credentials.agentId);
  const handling = new Set<string>();
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;

  const call = async (path: string, body?: unknown): Promise<Response> => {
    const response = await fetch(`${AGENT_PATH}/${path}`, {
      method: 'POST',
      headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401) revoke();
    return response;
  };

  const report = (job: AgentJob, status: 'impresso' | 'falhou', error?: string) =>
    call(`jobs/${encodeURIComponent(job.id)}/result`, error ? { status, error } : { status }).then(() =>
      onResult?.(job, status, error),
    );

  const handle = async (job: AgentJob) => {
    if (stopped) return;
    if (job.stationId) stations.add(job.stationId);
    if (journal.has(job.id)) {
      await report(job, 'impresso');
      return;
    }
    if (!canPrint()) return;
    const claim = await call(`jobs/${encodeURIComponent(job.id)}/claim`);
    if (!claim.ok) return;
    const claimed = (await claim.json().catch(() => null)) as Partial<AgentJob> | null;
    const payload = claimed?.payload || job.payload;
    if (!payload) {
      await report(job, 'falhou', 'Trabalho sem conteúdo para imprimir');
      return;
    }
    try {
      await print(base64ToBytes(payload));
    } catch (error) {
      const reason =
        error instanceof Error && error.message ? error.message : 'Falha ao imprimir neste navegador';
      await report(job, 'falhou', reason);
      return;
    }
    journal.add(job.id);
    await report(job, 'impresso');
  };

  const enqueue = (job: AgentJob) => {
    if (handling.has(job.id)) return;
    handling.add(job.id);
    queue = queue
      .then(() => handle(job))
      .catch(() => undefined)
      .finally(() => handling.delete(job.id));
  };

  const source: EventSourceClient = createEventSource({
    url: `${AGENT_PATH}/events`,
    headers,
    // A revoked token answers 401: stop instead of reconnecting forever.
    fetch: async (url, init) => {
      const response = await fetch(url, init as RequestInit);
      if (response.status === 401 || response.status === 403) {
        revoke();
        return new Response(null, { status: 204 });
      }
      return response;
    },
    onMessage: (message) => {
      if (message.event !== 'job') return;
      try {
        enqueue(JSON.parse(message.data) as AgentJob);
      } catch {
        // A malformed event is skipped; the job stays on the server for the next replay.
      }
    },
  });

  const beat = () => {
    const online = canPrint();
    void call('heartbeat', {
      printers: [...stations].map((stationId) =>
        online
          ? { stationId, online }
          : { stationId, online, error: 'Impressora desconectada deste navegador' },
      ),
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ retry?: string[] }>) : null))
      .then((answer) => {
        for (const id of answer?.retry ?? [])
          enqueue({ id, seq: 0, stationId: '', stationName: '', reprint: false, kind: '', payload: '' });
      })
      .catch(() => undefined);
  };
  // At once, so 'Agente de impressão' shows this browser online, then every 30 seconds.
  beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);

  function revoke() {
    if (stopped) return;
    stop();
    onRevoked();
  }

  function stop() {
    stopped = true;
    clearInterval(heartbeat);
    source.close();
  }

  return { stop };
}
