/**
 * What this browser keeps to print for a restaurant (decision 0047's 'navegador' agent): the
 * agent's token (only its hash is on the server), the printer it connected last (to reconnect on the
 * next visit without asking), and a journal of the jobs it printed, so a job replayed after a lost
 * answer is reported, never printed twice.
 */
import { createLocalStore, type LocalStore } from '../../../lib/local-store';

export interface BrowserAgentCredentials {
  agentId: string;
  token: string;
}

export type SavedPrinter =
  | { type: 'usb'; vendorId: number; productId: number; serialNumber?: string; label: string }
  | { type: 'serial'; vendorId: number | null; productId: number | null; baudRate: number; label: string };

function jsonStore<T>(key: string): LocalStore<T | null> {
  return createLocalStore<T | null>(
    key,
    (raw) => {
      if (!raw) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    (value) => JSON.stringify(value),
    null,
  );
}

const agents = new Map<string, LocalStore<BrowserAgentCredentials | null>>();
const printers = new Map<string, LocalStore<SavedPrinter | null>>();

export function agentStore(restaurantId: string): LocalStore<BrowserAgentCredentials | null> {
  let store = agents.get(restaurantId);
  if (!store) {
    store = jsonStore<BrowserAgentCredentials>(`comanda.print-agent.${restaurantId}`);
    agents.set(restaurantId, store);
  }
  return store;
}

export function savedPrinterStore(restaurantId: string): LocalStore<SavedPrinter | null> {
  let store = printers.get(restaurantId);
  if (!store) {
    store = jsonStore<SavedPrinter>(`comanda.print-agent.${restaurantId}.printer`);
    printers.set(restaurantId, store);
  }
  return store;
}

const JOURNAL_SIZE = 500;

/** The ids of the jobs this browser printed, newest last, for one agent. */
export function printedJournal(agentId: string) {
  const key = `comanda.print-agent.printed.${agentId}`;
  const read = (): string[] => {
    try {
      const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  return {
    has: (jobId: string) => read().includes(jobId),
    add(jobId: string) {
      const next = [...read().filter((id) => id !== jobId), jobId].slice(-JOURNAL_SIZE);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the server's claim still keeps a second agent out.
      }
    },
  };
}
