/**
 * What the server prints, for a person or for a machine (issue 32, item 22). In a terminal the log
 * lines are short and readable (`12:04:05 INFO  POST /api/orders 201 4.2 ms`); anywhere else
 * (a service manager, a container, a pipe) they stay pino's JSON, one object a line. The demo login
 * is printed last, in a frame, so it does not scroll away among the request lines.
 */
import pino from 'pino';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** pino's own fields, shown as the line's head, not repeated among its details. */
const HEAD = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId']);

const clock = (time: unknown) =>
  new Date(typeof time === 'number' ? time : Date.now()).toTimeString().slice(0, 8);
const detail = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One JSON log line as a person reads it: time, level, message, then the other fields as key=value. */
export function readableLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json.trimEnd();
  }
  const level = (LEVELS[entry.level as number] ?? String(entry.level)).padEnd(5);
  const rest = Object.entries(entry)
    .filter(([key]) => !HEAD.has(key))
    .map(([key, value]) =>
      key === 'err' && value && typeof value === 'object' && 'stack' in value
        ? `\n${(value as { stack: string }).stack}`
        : `${key}=${detail(value)}`,
    );
  return [clock(entry.time), level, entry.msg ?? '', ...rest].filter((part) => part !== '').join(' ');
}

export interface LogStream {
  write(text: string): void;
}

/**
 * The logger's destination: readable lines in a terminal; anywhere else pino's JSON through its own
 * buffered stream on stdout (what pino uses by default). Text that must come after the log lines
 * written so far (the demo login's frame) goes through the same stream, so the two never cross.
 */
export function logDestination(
  out: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> & { fd?: number } = process.stdout,
): LogStream {
  if (!out.isTTY) return pino.destination({ dest: out.fd ?? 1, sync: false });
  return { write: (line: string) => out.write(`${readableLogLine(line)}\n`) };
}

/** Prints `text` (its own lines, not a log entry) on the log's stream, after the lines before it. */
export function printOnLog(stream: LogStream, text: string): void {
  // The terminal's writer reads each write as one JSON line: a block that is not JSON passes as is.
  stream.write(`${text}\n`);
}

/** Lines framed in a box of `═`, so they stand out from the log around them. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '═'.repeat(width + 2);
  return [`╔${rule}╗`, ...lines.map((line) => `║ ${line.padEnd(width)} ║`), `╚${rule}╝`].join('\n');
}

/** Words laid out in lines of at most `width` characters (a longer word keeps its own line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
