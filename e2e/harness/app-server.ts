/**
 * Starting the app as `npm start` does (scripts/start.mjs builds what is missing) on a free port
 * with a throwaway DATA_DIR, and waiting for /api/health. The global setup starts the shared server
 * with it; a journey that needs the app pointed at a partner's fake (GRAPH_API_BASE_URL,
 * IFOOD_BASE_URL, ...) starts a server of its own with that extra environment.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** A first start may build the web app and the server bundle on a busy machine. */
const HEALTH_DEADLINE_MS = 170_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Resolves once `${url}/api/health` answers 2xx; fails with the server's output if it exits first. */
async function waitForHealth(url: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + HEALTH_DEADLINE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output.join('')}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy in time:\n${output.join('')}`);
}

/** The environment that points the app at the fake Graph API (test/fakes/whatsapp-graph.ts). */
export const whatsappFakeEnv = (fake: {
  baseUrl: string;
  appSecret: string;
  appId: string;
  configId: string;
  sdkUrl: string;
}) => ({
  GRAPH_API_BASE_URL: fake.baseUrl,
  WHATSAPP_APP_SECRET: fake.appSecret,
  WHATSAPP_APP_ID: fake.appId,
  WHATSAPP_ES_CONFIG_ID: fake.configId,
  WHATSAPP_SDK_URL: fake.sdkUrl,
  WHATSAPP_VERIFY_TOKEN: 'verificar-e2e',
});

export interface AppServer {
  url: string;
  /** Its DATA_DIR: the e-mails it sent are .eml files in DATA_DIR/outbox. */
  dataDir: string;
  /** SIGTERM, wait for the exit, then remove the DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * The app on 127.0.0.1 with `env` added to (and overriding) the defaults; `name` labels its
 * DATA_DIR under the system's temporary folder.
 */
export async function startAppServer(
  options: { name?: string; env?: Record<string, string> } = {},
): Promise<AppServer> {
  const dataDir = mkdtempSync(
    path.join(os.tmpdir(), `comanda-e2e-${options.name ? `${options.name}-` : ''}`),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // Every journey registers its owners from 127.0.0.1; the per-address limit is the API tests' to check.
      SIGNUPS_PER_HOUR_PER_ADDRESS: '100000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
