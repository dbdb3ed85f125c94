/**
 * The print agent's work (issue 34, decision 0047): it listens to the server's job stream, claims
 * each job (a 409 means another agent paired by mistake has it), prints it on its station's
 * printer, writes the outcome in its journal, then reports it. Jobs for one printer print one at
 * a time in the stream's order (seq); different printers print at once. A printer that failed is
 * probed every few seconds, and the heartbeat tells the server which printers answer again, so
 * their failed jobs come back.
 */
import { createEventSource, type EventSourceClient, type FetchLike } from 'eventsource-client';
import { INTERRUPTED_PRINT } from '../domain/kitchen/print-jobs';
import { printerSettingsSchema } from '../domain/kitchen/printers';
import { type AgentApi, type AgentJob, ApiError, createAgentApi } from './api';
import { Journal } from './journal';
import type { AgentLog } from './log';
import {
  DEFAULT_PRINTER_OPTIONS,
  OFFLINE,
  type PrinterOptions,
  PrintFailure,
  printBytes,
  printerKey,
  printerLabel,
  probePrinter,
} from './printers';

/** Reported for a job whose printing began and the agent stopped before it knew how it ended. */
export const INTERRUPTED = INTERRUPTED_PRINT;
export const REVOKED = 'Este computador foi desconectado no painel. Pareie de novo com um código novo.';

export interface AgentOptions {
  server: string;
  token: string;
  dataDir: string;
  log: AgentLog;
  /** How often a failed printer is probed. */
  probeMs?: number;
  /** How often the heartbeat goes even when nothing changed. */
  heartbeatMs?: number;
  printer?: Partial<PrinterOptions>;
  /** A stream silent this long is taken as dead and opened again (default 50 s). */
  stallMs?: number;
  /** Called when the server refuses the token (the agent was revoked); the agent stops. */
  onRevoked?: () => void;
}

interface PrinterState {
  key: string;
  label: string;
  connection: AgentJob['printer']['connection'];
  online: boolean;
  error?: string;
  queue: AgentJob[];
  running: Promise<void> | null;
}

const BACKOFF_BASE_MS = 1_000;
/** Longer than two of the server's 20 s keep-alive comments. */
const STALL_MS = 50_000;
const BACKOFF_MAX_MS = 30_000;

export function backoffMs(failures: number, random = Math.random()): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

export class PrintAgent {
  private readonly api: AgentApi;
  private readonly journal: Journal;
  private readonly log: AgentLog;
  private readonly printerOptions: PrinterOptions;
  private readonly printers = new Map<string, PrinterState>();
  /** Each station's printer, for the heartbeat. */
  private readonly stations = new Map<string, string>();
  /** Jobs queued or in hand: a replayed event for one of them is dropped. */
  private readonly inHand = new Set<string>();
  /** Jobs that failed because their printer was down, kept to print when the server says retry. */
  private readonly failed = new Map<string, AgentJob>();
  private source: EventSourceClient | null = null;
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;
  private streamFailures = 0;
  private heartbeatRunning: Promise<void> | null = null;
  private heartbeatAgain = false;
  private lastActivity = 0;
  /** Reports on their way to the server. */
  private readonly reports = new Set<Promise<boolean>>();
  /** Counters for the log and the tests. */
  readonly stats = { printed: 0, failed: 0, skipped: 0, fromJournal: 0 };

  constructor(private readonly options: AgentOptions) {
    this.api = createAgentApi(options.server, options.token);
    this.journal = new Journal(options.dataDir);
    this.log = options.log;
    this.printerOptions = { ...DEFAULT_PRINTER_OPTIONS, ...options.printer };
  }

  /** Reports what the journal holds unreported, then opens the job stream and the timers. */
  async start(): Promise<void> {
    await this.reportUnreported();
    this.openStream();
    this.timers.push(setInterval(() => void this.probeFailed(), this.options.probeMs ?? 3_000));
    this.timers.push(setInterval(() => this.heartbeat(), this.options.heartbeatMs ?? 15_000));
    const stallMs = this.options.stallMs ?? STALL_MS;
    this.timers.push(setInterval(() => this.watchStream(), Math.min(10_000, stallMs / 2)));
  }

  /** Stops taking jobs, lets each printer finish the job in hand, closes the journal. */
  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.source?.close();
    for (const timer of this.timers) clearInterval(timer);
    await Promise.all([...this.printers.values()].map((printer) => printer.running));
    await Promise.all(this.reports);
    await this.heartbeatRunning;
    this.journal.close();
  }

  /**
   * The server sends a comment every 20 s (realtime/sse.ts); a stream silent for longer than
   * STALL_MS went dead without closing (a Wi-Fi drop, a sleeping router) and is opened again, from
   * its last event.
   */
  private watchStream() {
    if (this.stopping || this.source?.readyState !== 'open') return; // connecting: its back-off decides
    if (performance.now() - this.lastActivity < (this.options.stallMs ?? STALL_MS)) return;
    this.log.warn('Conexão com o servidor parada; reconectando');
    const lastEventId = this.source?.lastEventId;
    this.source?.close();
    this.streamFailures += 1;
    this.openStream(lastEventId);
  }

  private openStream(lastEventId?: string) {
    const { server, token } = this.options;
    this.lastActivity = performance.now();
    const fetchWithBackoff: FetchLike = async (url, init) => {
      if (this.streamFailures > 0) await sleep(backoffMs(this.streamFailures), init?.signal);
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await fetch(url, init as RequestInit);
      } catch (error) {
        this.streamFailed('Sem conexão com o servidor; tentando de novo');
        throw error;
      }
      if (response.status === 401 || response.status === 403) {
        this.log.error(REVOKED);
        void this.stop().then(() => this.options.onRevoked?.());
        throw new Error(REVOKED);
      }
      if (response.status !== 200) {
        this.streamFailed(`O servidor respondeu ${response.status}; tentando de novo`);
        throw new Error(`HTTP ${response.status}`);
      }
      return response;
    };
    this.source = createEventSource({
      url: `${server}/api/print-agent/events`,
      headers: { authorization: `Bearer ${token}` },
      initialLastEventId: lastEventId,
      fetch: fetchWithBackoff,
      onConnect: () => {
        this.lastActivity = performance.now();
      },
      onComment: () => {
        this.lastActivity = performance.now();
      },
      onDisconnect: () => {
        if (!this.stopping) this.streamFailed('Conexão com o servidor caiu; reconectando');
      },
      onMessage: (message) => {
        this.lastActivity = performance.now();
        if (message.event === 'job') {
          let job: AgentJob;
          try {
            job = JSON.parse(message.data) as AgentJob;
          } catch {
            this.log.warn('Trabalho ilegível recebido; ignorado');
            return;
          }
          this.receive(job);
        } else if (message.event === 'ready') {
          this.streamFailures = 0;
          this.log.info('Conectado ao servidor; aguardando pedidos');
          void this.reportUnreported();
          this.heartbeat();
        }
      },
    });
  }

  private streamFailed(message: string) {
    this.streamFailures += 1;
    if (this.streamFailures === 1 || this.streamFailures % 10 === 0) this.log.warn(message);
  }

  /** A job from the stream (live, or replayed after a reconnect or a restart). */
  receive(job: AgentJob): void {
    if (this.stopping || this.inHand.has(job.id)) return;
    const parsed = printerSettingsSchema.safeParse(job.printer);
    if (!parsed.success || parsed.data.connection.kind === 'navegador') return; // the panel's browser prints it
    const record = this.journal.get(job.id);
    if (record?.state === 'impresso' || record?.state === 'inicio' || (record && !record.reported)) {
      // Printed before (or cut short): say so again instead of printing (the server takes the same answer twice).
      this.inHand.add(job.id);
      void this.reportFromJournal(job.id).finally(() => this.inHand.delete(job.id));
      return;
    }
    const connection = parsed.data.connection;
    const key = printerKey(connection);
    this.stations.set(job.stationId, key);
    let printer = this.printers.get(key);
    if (!printer) {
      printer = {
        key,
        label: printerLabel(connection),
        connection,
        online: true,
        queue: [],
        running: null,
      };
      this.printers.set(key, printer);
    }
    this.inHand.add(job.id);
    printer.queue.push({ ...job, printer: parsed.data });
    printer.queue.sort((a, b) => a.seq - b.seq);
    if (!printer.running) printer.running = this.drain(printer);
  }

  private async drain(printer: PrinterState): Promise<void> {
    try {
      for (;;) {
        const job = printer.queue.shift();
        if (!job) break;
        if (this.stopping) {
          this.inHand.delete(job.id); // never claimed: the server gives it to the next start
          continue;
        }
        try {
          await this.handle(printer, job);
        } catch (error) {
          this.log.error(
            `Trabalho ${job.seq}: ${error instanceof Error ? error.message : 'erro inesperado'}`,
          );
        } finally {
          this.inHand.delete(job.id);
        }
      }
    } finally {
      printer.running = null;
    }
  }

  private async handle(printer: PrinterState, job: AgentJob): Promise<void> {
    if (!(await this.claim(job))) return;
    // Claimed: a job in hand is finished even when a stop comes now.
    if (this.journal.get(job.id)?.error === INTERRUPTED) {
      // Its first printing was cut short and may be on paper: only a person decides ('Reimprimir'
      // makes a new job). The server may queue it again after a heartbeat; it is never printed.
      await this.finish(job, 'falhou', INTERRUPTED);
      return;
    }
    if (!printer.online) {
      // Known down: fail at once, and print it when the probe sees the printer back.
      await this.finish(job, 'falhou', printer.error ?? OFFLINE);
      this.failed.set(job.id, job);
      return;
    }
    this.journal.record(job.id, 'inicio');
    try {
      await printBytes(job.printer.connection, Buffer.from(job.payload, 'base64'), this.printerOptions);
    } catch (error) {
      const failure = error instanceof PrintFailure ? error : new PrintFailure(OFFLINE);
      if (failure.printerDown) {
        this.failed.set(job.id, job);
        this.markPrinter(printer, false, failure.message);
      }
      await this.finish(job, 'falhou', failure.message);
      return;
    }
    this.failed.delete(job.id);
    await this.finish(job, 'impresso');
  }

  /** Whether this agent holds the job now; a 409 (another agent has it) or a 404 skips it. */
  private async claim(job: AgentJob): Promise<boolean> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.api.claim(job.id);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          this.stats.skipped += 1;
          this.log.info(`Trabalho ${job.seq} (${job.stationName}) já está com outro agente; pulando`);
          return false;
        }
        if (this.stopping || attempt === 3) {
          // The stream replays it after the reconnect, whether the claim took or the job still waits.
          this.log.warn(`Trabalho ${job.seq}: não foi possível reservar (${this.reason(error)})`);
          return false;
        }
        await sleep(backoffMs(attempt));
      }
    }
  }

  /**
   * Journal first, then the server, in the background: once the journal holds the outcome the next
   * job may print (a report lost to a crash is sent from the journal on the next start).
   */
  private async finish(job: AgentJob, status: 'impresso' | 'falhou', error?: string) {
    this.journal.record(job.id, status, error);
    if (status === 'impresso') {
      this.stats.printed += 1;
      this.log.info(
        `Trabalho ${job.seq} impresso em ${job.stationName}${job.reprint ? ' (reimpressão)' : ''}`,
      );
    } else {
      this.stats.failed += 1;
      this.log.warn(`Trabalho ${job.seq} não impresso em ${job.stationName}: ${error}`);
    }
    const reporting = this.report(job.id, status, error).finally(() => this.reports.delete(reporting));
    this.reports.add(reporting);
  }

  private async report(jobId: string, status: 'impresso' | 'falhou', error?: string): Promise<boolean> {
    for (let attempt = 1; attempt <= 5; attempt++) {
      try {
        await this.api.result(jobId, status, error);
        this.journal.record(jobId, 'reportado');
        return true;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
          // The server no longer takes this answer (the claim timed out, or the job was answered): nothing to retry.
          this.journal.record(jobId, 'reportado');
          return false;
        }
        if (this.stopping || attempt === 5) return false; // in the journal: reported on the next connection
        await sleep(backoffMs(attempt));
      }
    }
    return false;
  }

  private async reportFromJournal(jobId: string): Promise<void> {
    const record = this.journal.get(jobId);
    if (!record) return;
    this.stats.fromJournal += 1;
    if (record.state === 'inicio') {
      this.journal.record(jobId, 'falhou', INTERRUPTED);
      this.log.warn(`Um trabalho foi interrompido durante a impressão; avisando o painel`);
      await this.report(jobId, 'falhou', INTERRUPTED);
      return;
    }
    await this.report(jobId, record.state, record.error);
  }

  private async reportUnreported(): Promise<void> {
    const pending = this.journal.unreported().filter(([jobId]) => !this.inHand.has(jobId));
    for (const [jobId] of pending) {
      this.inHand.add(jobId);
      try {
        await this.reportFromJournal(jobId);
      } finally {
        this.inHand.delete(jobId);
      }
    }
  }

  private reason(error: unknown): string {
    if (error instanceof ApiError) return error.message;
    return 'sem conexão com o servidor';
  }

  private markPrinter(printer: PrinterState, online: boolean, error?: string) {
    if (printer.online === online && printer.error === error) return;
    printer.online = online;
    printer.error = online ? undefined : error;
    if (online) this.log.info(`Impressora ${printer.label} voltou`);
    else this.log.warn(`Impressora ${printer.label}: ${error}`);
    this.heartbeat();
  }

  private async probeFailed(): Promise<void> {
    const down = [...this.printers.values()].filter((printer) => !printer.online && !printer.running);
    await Promise.all(
      down.map(async (printer) => {
        const answer = await probePrinter(printer.connection, this.printerOptions);
        if (answer.online) this.markPrinter(printer, true);
        else if (answer.error && answer.error !== printer.error)
          this.markPrinter(printer, false, answer.error);
      }),
    );
  }

  /** Tells the server how each station's printer is; prints again what it hands back. Coalesced. */
  heartbeat(): void {
    if (this.stopping) return;
    if (this.heartbeatRunning) {
      this.heartbeatAgain = true;
      return;
    }
    this.heartbeatRunning = (async () => {
      do {
        this.heartbeatAgain = false;
        const printers = [...this.stations].map(([stationId, key]) => {
          const printer = this.printers.get(key);
          return printer?.online === false
            ? { stationId, online: false, error: printer.error ?? OFFLINE }
            : { stationId, online: true };
        });
        try {
          const answer = await this.api.heartbeat(printers);
          for (const jobId of answer.retry ?? []) {
            const job = this.failed.get(jobId);
            if (job) {
              this.failed.delete(jobId);
              this.receive(job);
            }
          }
        } catch (error) {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
          // The stream's reconnection says it; the next beat tries again.
        }
      } while (this.heartbeatAgain && !this.stopping);
    })().finally(() => {
      this.heartbeatRunning = null;
    });
  }
}
