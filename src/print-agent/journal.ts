/**
 * The agent's journal (decision 0047, "exactly once"): an append-only file with one JSON line per
 * step of a job, each line on disk (fsync) before the agent goes on. `inicio` before the first byte
 * goes to the printer, `impresso` or `falhou` after, `reportado` once the server took the answer.
 * After a crash, a restart or a lost answer the agent reads what it did here and reports it instead
 * of printing again; a job with `inicio` and nothing after may or may not be on paper, so it is
 * reported failed (someone looks and taps 'Reimprimir'), never printed again on its own.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

export type JournalStep = 'inicio' | 'impresso' | 'falhou' | 'reportado';

interface JournalLine {
  job: string;
  passo: JournalStep;
  erro?: string;
  em: string;
}

export interface JobRecord {
  /** The last outcome: printing started and never finished ('inicio'), printed, or failed. */
  state: 'inicio' | 'impresso' | 'falhou';
  error?: string;
  /** Whether the server took the answer for this outcome. */
  reported: boolean;
  at: number;
}

/** Lines older than this are dropped when the journal is compacted at start: the server has long answered them. */
const KEEP_MS = 3 * 24 * 60 * 60 * 1000;

export class Journal {
  private readonly records = new Map<string, JobRecord>();
  private fd: number;
  readonly file: string;

  constructor(dataDir: string, now = Date.now()) {
    this.file = path.join(dataDir, 'impressos.jsonl');
    const lines = existsSync(this.file) ? readFileSync(this.file, 'utf8').split('\n') : [];
    for (const text of lines) {
      if (!text.trim()) continue;
      let line: JournalLine;
      try {
        line = JSON.parse(text) as JournalLine;
      } catch {
        continue; // a line cut by a power failure: the one before it stands
      }
      this.apply(line);
    }
    this.compact(now);
    this.fd = openSync(this.file, 'a', 0o600);
  }

  private apply(line: JournalLine) {
    const at = Date.parse(line.em) || 0;
    const record = this.records.get(line.job);
    if (line.passo === 'reportado') {
      if (record) record.reported = true;
      return;
    }
    this.records.set(line.job, { state: line.passo, error: line.erro, reported: false, at });
  }

  /** Rewrites the file with only the recent jobs' last steps, through a renamed temporary file. */
  private compact(now: number) {
    if (!existsSync(this.file)) return;
    const kept: string[] = [];
    for (const [job, record] of this.records) {
      if (now - record.at > KEEP_MS) {
        this.records.delete(job);
        continue;
      }
      const em = new Date(record.at).toISOString();
      kept.push(JSON.stringify({ job, passo: record.state, erro: record.error, em }));
      if (record.reported) kept.push(JSON.stringify({ job, passo: 'reportado', em }));
    }
    const temporary = `${this.file}.tmp`;
    const fd = openSync(temporary, 'w', 0o600);
    writeSync(fd, kept.length ? `${kept.join('\n')}\n` : '');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temporary, this.file);
  }

  get(jobId: string): JobRecord | undefined {
    return this.records.get(jobId);
  }

  /** Appends one step and waits for the disk. */
  record(jobId: string, step: JournalStep, error?: string): void {
    const line: JournalLine = { job: jobId, passo: step, em: new Date().toISOString() };
    if (error) line.erro = error;
    writeSync(this.fd, `${JSON.stringify(line)}\n`);
    fsyncSync(this.fd);
    this.apply(line);
  }

  /** Outcomes the server has not taken yet (printed or failed, or cut short by a crash). */
  unreported(): [string, JobRecord][] {
    return [...this.records].filter(([, record]) => !record.reported);
  }

  close(): void {
    closeSync(this.fd);
  }
}
