#!/usr/bin/env node
/**
 * How long an owner waits for the dashboard's figures (issue 32, item 32): the built app started as
 * `npm start` does (default log level, the demo restaurant seeded), the demo owner logged in, then
 * `/admin/{id}?tab=dashboard` opened RUNS times (default 7, after one warm-up) in a fresh Chromium
 * context at 1366 × 800. A script injected before the page's own records, with performance.now(),
 * when the panel's heading, 'Carregando números...' and the first figure ('Vendas hoje' with its
 * amount) appear; resource timing gives the reports call and the chart's chunk. Medians go to
 * bench/results/dashboard-load.json; target: figures within 1 s of the navigation.
 *
 *   node bench/dashboard-load.mjs          (CHROMIUM_PATH picks the browser, as the e2e suite does)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort, root, waitHealthy } from './lib/harness.mjs';

const RUNS = Number(process.env.RUNS ?? 7);
const TARGET_MS = 1000;

/** Runs in the page before its scripts: the first moment each landmark is on screen. */
function watchLandmarks() {
  const seen = {};
  const mark = (name, present) => {
    if (present && seen[name] === undefined) seen[name] = performance.now();
  };
  const check = () => {
    // textContent, not innerText: reading innerText lays the page out on every change measured.
    const text = document.body?.textContent ?? '';
    mark('panel', text.includes('Painel Administrativo'));
    mark('loading', text.includes('Carregando números'));
    mark('figures', /Vendas hoje\s*R\$/.test(text));
    if (seen.loading !== undefined && seen.loadingGone === undefined && !text.includes('Carregando números'))
      seen.loadingGone = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  window.__landmarks = seen;
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-dashboard-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base },
  stdio: 'ignore',
});
const executablePath =
  process.env.CHROMIUM_PATH || (await (await import('@sparticuz/chromium')).default.executablePath());
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});

try {
  await waitHealthy(base, { child: server });
  const samples = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({
      baseURL: base,
      locale: 'pt-BR',
      viewport: { width: 1366, height: 800 },
    });
    await context.addInitScript(watchLandmarks);
    const page = await context.newPage();
    const login = await page.request.post('/api/auth/login', {
      data: { email: 'demo@comanda.app', password: 'comanda-demo' },
    });
    const { id } = await login.json();
    await page.goto(`/admin/${id}?tab=dashboard`);
    await page.waitForFunction(() => window.__landmarks.figures !== undefined, null, { timeout: 60_000 });
    const sample = await page.evaluate(() => {
      const resource = (part) =>
        performance.getEntriesByType('resource').find((entry) => entry.name.includes(part));
      const reports = resource('/reports');
      const chart = resource('/assets/BarChart');
      return {
        ...window.__landmarks,
        reportsStart: reports?.startTime,
        reportsEnd: reports?.responseEnd,
        chartChunkEnd: chart?.responseEnd,
      };
    });
    if (run > 0) samples.push(sample); // the first run warms the server's caches and the browser's
    await context.close();
  }
  const figure = (name) => median(samples.map((sample) => sample[name]));
  const result = {
    name: 'dashboard-load',
    at: new Date().toISOString(),
    runs: RUNS,
    medianMs: {
      panel: figure('panel'),
      figures: figure('figures'),
      loadingShown: median(
        samples.map((s) => (s.loading === undefined ? 0 : (s.loadingGone ?? s.figures) - s.loading)),
      ),
      reportsStart: figure('reportsStart'),
      reportsEnd: figure('reportsEnd'),
      chartChunkEnd: figure('chartChunkEnd'),
    },
    figuresBeforeChartChunk: samples.filter(
      (s) => s.chartChunkEnd === undefined || s.figures < s.chartChunkEnd,
    ).length,
    samples: samples.map((sample) =>
      Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, Math.round(v)])),
    ),
    targetMs: TARGET_MS,
  };
  result.pass = result.medianMs.figures <= TARGET_MS;
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(path.join(root, 'bench/results/dashboard-load.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    JSON.stringify(result.medianMs),
    `figures before the chart chunk in ${result.figuresBeforeChartChunk}/${RUNS}`,
    result.pass ? 'PASS' : 'FAIL',
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
