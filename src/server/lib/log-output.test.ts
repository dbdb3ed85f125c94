import { describe, expect, it } from 'vitest';
import { framed, logDestination, readableLogLine, wrapWords } from './log-output';

describe('the server output', () => {
  it('stays pino JSON when stdout is not a terminal, and turns readable in one', () => {
    expect(logDestination({ isTTY: false } as NodeJS.WriteStream)).toBeUndefined();
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
