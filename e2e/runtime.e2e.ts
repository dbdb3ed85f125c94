/**
 * The runtime contract of `npm start`: first start seeds the demo and prints the URL and login, a
 * restart keeps the data, a second process on the same PGlite folder is refused, and SIGTERM lets an
 * in-flight request finish and exits within 10 s.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './harness/app-server';

const ROOT = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(port: number, { dir = dataDir, logLevel = 'warn' } = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not healthy');
}

describe('npm start', () => {
  it('seeds the demo once, prints the URL and login, and refuses a second process on the folder', async () => {
    const port = await freePort();
    // The start-up line is an info log line; the frame with the login is printed whatever the level.
    const first = start(port, { logLevel: 'info' });
    await healthy(port, first.child);
    expect(first.output()).toContain(`Comanda no ar em http://localhost:${port}`);
    expect(first.output()).toContain('Login: demo@comanda.app / senha: comanda-demo');

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/já está em uso pelo processo \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const again = start(port);
    await healthy(port, again.child);
    expect(again.output()).not.toContain('Restaurante de demonstração criado');
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@comanda.app', password: 'comanda-demo' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGTERM');
    await again.exited;
  });

  it('finishes an in-flight request on SIGTERM and exits within 10 s', async () => {
    const port = await freePort();
    const server = start(port);
    await healthy(port, server.child);

    // A request whose body is still arriving when SIGTERM lands.
    const body = JSON.stringify({ email: 'demo@comanda.app', password: 'comanda-demo' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let response = '';
    socket.on('data', (chunk) => {
      response += chunk;
    });
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(body.slice(10));
    await new Promise((resolve) => socket.once('close', resolve));
    expect(response).toMatch(/^HTTP\/1\.1 200/);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });

  it('prints JSON log lines when not a terminal, one per request, and the demo login in a frame', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-output-'));
    try {
      const port = await freePort();
      const run = async (expectFrame: boolean) => {
        const server = start(port, { dir, logLevel: 'info' });
        await healthy(port, server.child);
        // The frame is printed after listening, once the demo's password was checked.
        const deadline = Date.now() + 30_000;
        while (expectFrame && !server.output().includes('╝') && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        const atStart = server.output().trimEnd().split('\n');
        await fetch(`http://127.0.0.1:${port}/api/nada-aqui?token=segredo`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        server.child.kill('SIGTERM');
        await server.exited;
        return { atStart, all: server.output() };
      };

      const first = await run(true);
      const frameAt = first.atStart.findIndex((line) => line.startsWith('╔'));
      const frameEnd = first.atStart.findIndex((line) => /^╚═+╝$/.test(line));
      expect(frameAt).toBeGreaterThanOrEqual(0);
      expect(frameEnd).toBeGreaterThan(frameAt);
      // Every line outside the frame is a JSON log line, and the frame ends the start-up output: the
      // logger's buffered lines are flushed before it, so after it come at most request lines (the
      // health checks of this test).
      const outside = [...first.atStart.slice(0, frameAt), ...first.atStart.slice(frameEnd + 1)];
      for (const line of outside.filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
      const after = first.atStart.slice(frameEnd + 1).filter(Boolean);
      expect(
        after.map((line) => JSON.parse(line).msg).filter((msg) => msg !== 'request'),
        after.join('\n'),
      ).toEqual([]);
      const frame = first.atStart.slice(frameAt, frameEnd + 1).join('\n');
      expect(frame).toContain('Login: demo@comanda.app / senha: comanda-demo');
      // The demo team's PINs, one person per staff role, inside the same frame.
      for (const line of [
        /Gerente:\s+Marina Costa\s+PIN 3907/,
        /Garçom:\s+Ana Souza\s+PIN 4821/,
        /Cozinha:\s+Jorge Lima\s+PIN 7395/,
        /Caixa:\s+Paula Reis\s+PIN 5162/,
      ])
        expect(frame).toMatch(line);
      expect(outside.join('\n')).toContain('Comanda no ar em');
      // One line for the request, its query left out.
      const asked = first.all.split('\n').filter((line) => line.includes('/api/nada-aqui'));
      expect(asked).toHaveLength(1);
      expect(JSON.parse(asked[0]!)).toMatchObject({
        msg: 'request',
        method: 'GET',
        url: '/api/nada-aqui',
        status: 404,
      });
      expect(first.all).not.toContain('segredo');

      // A later start shows the login again while the demo password is unchanged.
      const again = await run(true);
      expect(again.atStart.at(-1)).toMatch(/^╚═+╝$/);
      expect(again.atStart.join('\n')).toContain('senha ainda não trocada');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
