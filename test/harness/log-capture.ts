/**
 * Captures every line the app writes to stdout and stderr (pino writes to fd 1 through `fs`), so a
 * test can prove what never reaches the logs. `restore()` puts `fs` back.
 */
import fs from 'node:fs';

export function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const writeSync = fs.writeSync;
  const write = fs.write;
  const capture = (fd: unknown, data: unknown) => {
    if (fd === 1 || fd === 2) lines.push(String(data));
  };
  fs.writeSync = ((fd: number, data: never, ...rest: never[]) => {
    capture(fd, data);
    return writeSync(fd, data, ...rest);
  }) as typeof fs.writeSync;
  fs.write = ((fd: number, data: never, ...rest: never[]) => {
    capture(fd, data);
    return (write as (...args: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write;
  return {
    lines,
    restore() {
      fs.writeSync = writeSync;
      fs.write = write;
    },
  };
}
