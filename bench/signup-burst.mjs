#!/usr/bin/env node
/**
 * 40 concurrent sign-ups against the built app (`npm start`'s server on the embedded database, as
 * issue 19 reproduced it), while /api/health is sampled back to back: its p50/p95/max during the
 * burst, against the same server's health latency at rest (the floor) measured in the same run.
 * Each sign-up comes from its own address (X-Forwarded-For behind TRUST_PROXY=1), so the
 * per-address limit stays out of the way and the password hashing is what is measured.
 *
 * `LABEL` names the run in bench/results/signup-burst.json (e.g. `queue` and `no-queue`, the latter
 * with src/server/modules/accounts/passwords.ts stashed and the server rebuilt); `ROUNDS` bursts
 * (default 3), `SIGNUPS` per burst (default 40).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appEnv, freePort, machine, root, round, waitHealthy, writeResult } from './lib/harness.mjs';

const label = process.env.LABEL ?? 'current';
const rounds = Number(process.env.ROUNDS ?? 3);
const signups = Number(process.env.SIGNUPS ?? 40);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (samples) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    max: round(sorted.at(-1)),
  };
};

async function healthMs(base) {
  const started = performance.now();
  const response = await fetch(`${base}/api/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`health ${response.status}`);
  return performance.now() - started;
}

/** Samples /api/health one request after another until `done()` says stop. */
async function sampleHealth(base, done) {
  const samples = [];
  while (!done()) {
    samples.push(await healthMs(base));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return samples;
}

let address = 0;
async function signUp(base) {
  const n = ++address;
  const tag = `${Date.now().toString(36)}${n}`;
  const started = performance.now();
  const response = await fetch(`${base}/api/restaurants`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Rajada ${tag}`,
      whatsapp: '5511988887777',
      address: 'Rua Augusta, 500 - São Paulo - SP',
      email: `rajada-${tag}@exemplo.com.br`,
      password: 'senha-rajada-123',
      plan: 'basic',
    }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-signup-'));
if (!existsSync(path.join(root, 'dist/server/main.cjs'))) throw new Error('build first: npm run build');
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: appEnv(port, dataDir, { TRUST_PROXY: '1', NODE_ENV: 'production' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitHealthy(base, { limitMs: 120_000, child });
  // Warm-up: the first hash, the first insert and the mail transport load once.
  await signUp(base);
  for (let i = 0; i < 20; i++) await healthMs(base);

  const floor = [];
  const during = [];
  const statuses = {};
  const signupMs = [];
  const burstMs = [];
  for (let r = 0; r < rounds; r++) {
    const until = performance.now() + 2000;
    floor.push(...(await sampleHealth(base, () => performance.now() > until)));
    let finished = false;
    const started = performance.now();
    const burst = Promise.all(Array.from({ length: signups }, () => signUp(base))).finally(() => {
      finished = true;
    });
    during.push(...(await sampleHealth(base, () => finished)));
    for (const { status, ms } of await burst) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      signupMs.push(ms);
    }
    burstMs.push(round(performance.now() - started));
  }

  const rest = summary(floor);
  const busy = summary(during);
  const previous = existsSync(path.join(root, 'bench/results/signup-burst.json'))
    ? JSON.parse(readFileSync(path.join(root, 'bench/results/signup-burst.json'), 'utf8'))
    : { name: 'signup-burst', runs: {} };
  previous.runs[label] = {
    at: new Date().toISOString(),
    machine: machine(),
    rounds,
    signupsPerBurst: signups,
    healthAtRestMs: rest,
    healthDuringBurstMs: busy,
    p95OverFloor: round(busy.p95 / rest.p95),
    signupStatuses: statuses,
    signupMs: summary(signupMs),
    burstMs,
  };
  writeResult('signup-burst', previous);
  console.log(
    `${label}: health at rest p50 ${rest.p50} / p95 ${rest.p95} / max ${rest.max} ms; during ${rounds}×${signups} sign-ups p50 ${busy.p50} / p95 ${busy.p95} / max ${busy.max} ms; sign-ups ${JSON.stringify(statuses)}, p50 ${summary(signupMs).p50} ms; bursts ${burstMs.join(', ')} ms`,
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
