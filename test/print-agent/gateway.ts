/**
 * The network between the print agent and the real app, for the agent's tests: an HTTP hop that
 * forwards every request to the app unchanged (as a router or a reverse proxy does) and can fail
 * the ways a restaurant's connection fails. Nothing of the API is imitated here: every answer the
 * agent reads is the app's own.
 * - `loseResults`: a job's report (POST .../result) is cut before it reaches the app, its
 *   connection dropped: the agent never hears back (a Wi-Fi drop mid-request).
 * - `dropStreams()`: the open event streams are cut (a dropped connection); the agent reconnects.
 * - `freezeStreams()`: the open event streams stop carrying bytes but stay open (a connection
 *   dead on the way, a sleeping router): only the agent's silence watchdog can notice.
 * - `holdClaims()`: claims (POST .../claim) wait on the way until released (a slow link), so a
 *   test can act while the agent has a job in hand.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface OpenStream {
  response: http.ServerResponse;
  frozen: boolean;
}

export interface Gateway {
  url: string;
  loseResults: boolean;
  dropStreams(): void;
  freezeStreams(): void;
  /** Holds claims until `release()`; resolves `held` when the first one is waiting. */
  holdClaims(): { held: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startGateway(target: string): Promise<Gateway> {
  const streams = new Set<OpenStream>();
  const upstream = new URL(target);
  let claimGate: { arrived: () => void; open: Promise<void> } | null = null;
  const server = http.createServer(async (request, response) => {
    if (gateway.loseResults && request.method === 'POST' && /\/result$/.test(request.url ?? '')) {
      request.socket.destroy();
      return;
    }
    if (claimGate && request.method === 'POST' && /\/claim$/.test(request.url ?? '')) {
      claimGate.arrived();
      await claimGate.open;
    }
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!String(answer.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          answer.pipe(response);
          return;
        }
        const stream: OpenStream = { response, frozen: false };
        streams.add(stream);
        answer.on('data', (chunk: Buffer) => {
          if (!stream.frozen) response.write(chunk);
        });
        answer.on('end', () => {
          if (!stream.frozen) response.end();
        });
        response.on('close', () => {
          streams.delete(stream);
          answer.destroy();
        });
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  const gateway: Gateway = {
    url: '',
    loseResults: false,
    dropStreams() {
      for (const stream of streams) stream.response.destroy();
      streams.clear();
    },
    holdClaims() {
      let arrived: () => void = () => undefined;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const open = new Promise<void>((resolve) => {
        release = resolve;
      });
      claimGate = { arrived, open };
      return {
        held,
        release() {
          claimGate = null;
          release();
        },
      };
    },
    freezeStreams() {
      for (const stream of streams) stream.frozen = true;
      streams.clear();
    },
    close: () =>
      new Promise((resolve) => {
        gateway.dropStreams();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return gateway;
}
