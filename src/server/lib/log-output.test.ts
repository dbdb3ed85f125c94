import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { framed, logDestination, printOnLog, readableLogLine, wrapWords } from './log-output';

describe('the server output', () => {
  it('stays pino JSON when stdout is not a terminal, and turns readable in one', () => {
    const written: string[] = [];
    const terminal = {
      isTTY: true,
      write: (text: string) => written.push(text),
    } as unknown as NodeJS.WriteStream;
    const line = JSON.stringify({
      level: 30,
      time: new Date(2026, 10, 27, 12, 4, 5).getTime(),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      msg: 'request',
      method: 'POST',
      url: '/api/orders',
      status: 201,
      ms: 4.2,
    });
    logDestination(terminal)?.write(`${line}\n`);
    expect(written).toEqual(['12:04:05 INFO  request method=POST url=/api/orders status=201 ms=4.2\n']);
  });

  it('keeps a printed block after the JSON lines logged before it, when not a terminal', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'comanda-log-')), 'out.log');
    const fd = openSync(file, 'w');
    const stream = logDestination({ isTTY: false, fd, write: () => true }) as LogStreamWithEnd;
    for (let i = 0; i < 200; i++) stream.write(`${JSON.stringify({ level: 30, msg: `linha ${i}` })}\n`);
    printOnLog(stream, framed(['Login: demo']));
    await new Promise<void>((resolve) => {
      // sonic-boom closes the file once it has written everything.
      stream.once('close', () => resolve());
      stream.end();
    });
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(203);
    expect(JSON.parse(lines[199]!)).toMatchObject({ msg: 'linha 199' });
    expect(lines.slice(200)).toEqual(framed(['Login: demo']).split('\n'));
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(readableLogLine('texto solto\n')).toBe('texto solto');
  });

  it('frames lines in a box as wide as the longest', () => {
    expect(framed(['Login: a', 'b']).split('\n')).toEqual([
      '╔══════════╗',
      '║ Login: a ║',
      '║ b        ║',
      '╚══════════╝',
    ]);
  });
});

describe('wrapWords', () => {
  it('lays words out in lines no longer than the width, a long word on its own', () => {
    expect(wrapWords('Defina a variável PUBLIC_URL com o endereço do seu site', 20)).toEqual([
      'Defina a variável',
      'PUBLIC_URL com o',
      'endereço do seu site',
    ]);
    expect(wrapWords('https://cardapio.seurestaurante.com.br ok', 10)).toEqual([
      'https://cardapio.seurestaurante.com.br',
      'ok',
    ]);
  });
});

type LogStreamWithEnd = ReturnType<typeof logDestination> & {
  end(): void;
  once(event: 'close', listener: () => void): void;
};
