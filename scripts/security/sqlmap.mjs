#!/usr/bin/env node
/**
 * SQL injection probe with Debian's sqlmap (`apt-get install sqlmap`) at level 3, risk 2 against a
 * running production build on a throwaway PostgreSQL: every parameter of the public routes (path,
 * query and JSON body) and of the owner's routes (with a session cookie). Each target gets at most
 * TARGET_S seconds. Forged X-Forwarded-For addresses (tamper `xforwardedfor`, with TRUST_PROXY=1)
 * keep the per-address rate limits from hiding anything. Findings: sqlmap's "injection point"
 * reports, expected 0. Writes bench/results/security-sqlmap.json; exits 1 on any finding.
 *
 *   node scripts/security/sqlmap.mjs         (TARGET_S=240, ONLY=login,tracking to run some)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appEnv,
  freePort,
  machine,
  registerOwner,
  root,
  startPostgres,
  waitHealthy,
  writeResult,
} from '../../bench/lib/harness.mjs';

const TARGET_S = Number(process.env.TARGET_S ?? 240);
if (spawnSync('sqlmap', ['--version']).status !== 0) {
  console.error('sqlmap não encontrado: apt-get install sqlmap');
  process.exit(2);
}

const postgres = await startPostgres();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-sqlmap-'));
const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env: appEnv(port, dataDir, { DATABASE_URL: postgres.url, TRUST_PROXY: '1', LOG_LEVEL: 'error' }),
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitHealthy(base, { child: server });

// Something to find: a restaurant with an item and an order.
const { restaurant, cookie } = await registerOwner(base, 'Cantina Injeção');
const json = (method, url, body, withCookie = true) =>
  fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(withCookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());
const item = await json('POST', `/api/restaurants/${restaurant.id}/menu`, { name: 'Pizza', price: '40' });
const order = await json(
  'POST',
  '/api/orders',
  {
    restaurantId: restaurant.id,
    customerName: 'Cliente Teste',
    customerPhone: '11988887777',
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, quantity: 1 }],
  },
  false,
);

const template = await json('POST', `/api/restaurants/${restaurant.id}/report-templates`, {
  name: 'Produtos',
  reportType: 'products',
});
const r = restaurant.id;
const linkToken = 'x'.repeat(43);
/**
 * [name, url with * at injection points (or none: every parameter), JSON body or null, owner?,
 * method for a body other than POST]
 */
const targets = [
  ['public menu (path)', `/api/restaurants/${r}*/menu`, null, false],
  ['restaurant page (path)', `/api/restaurants/${r}*`, null, false],
  ['tracking by phone (path)', '/api/orders/track/11988887777*', null, false],
  ['order PIX (path)', `/api/orders/${order.id}*/pix`, null, false],
  ['explore municipalities (query)', '/api/municipalities?lat=-23.55&lng=-46.63', null, false],
  ['login (JSON)', '/api/auth/login', { email: 'dono@exemplo.com.br', password: 'senha-123' }, false],
  [
    'sign-up (JSON)',
    '/api/restaurants',
    {
      name: 'Cantina Nova',
      whatsapp: '5511988887777',
      address: 'Rua Augusta, 500 - São Paulo - SP',
      email: 'nova@exemplo.com.br',
      password: 'senha-nova-123',
    },
    false,
  ],
  ['confirm e-mail link (JSON)', '/api/auth/email/verify', { token: linkToken }, false],
  ['forgot password (JSON)', '/api/auth/password/forgot', { email: 'dono@exemplo.com.br' }, false],
  [
    'reset password link (JSON)',
    '/api/auth/password/reset',
    { token: linkToken, password: 'senha-nova-123' },
    false,
  ],
  ['report recipient link (JSON)', '/api/report-recipients/preview', { token: linkToken }, false],
  [
    'phone proof code (JSON)',
    `/api/restaurants/${r}/phone-proof/verify`,
    { phone: '11988887777', code: '123456' },
    false,
  ],
  [
    'place an order (JSON)',
    '/api/orders',
    {
      restaurantId: r,
      customerName: 'Ana',
      customerPhone: '11977776666',
      deliveryType: 'pickup',
      paymentMethod: 'cash',
      couponCode: 'BEMVINDO',
      items: [{ menuItemId: item.id, quantity: 1 }],
    },
    false,
  ],
  ['panel orders (query)', `/api/restaurants/${r}/orders?view=active&type=delivery`, null, true],
  ['reports (query)', `/api/restaurants/${r}/reports?from=2026-01-01&to=2026-01-31`, null, true],
  ['stock movements (query)', `/api/restaurants/${r}/stock/movements?menuItemId=${item.id}`, null, true],
  ['LGPD export (path)', `/api/restaurants/${r}/customers/11988887777*/export`, null, true],
  [
    'order status (JSON)',
    `/api/orders/${order.id}/status`,
    { status: 'confirmed', notes: 'x' },
    true,
    'PATCH',
  ],
  [
    'scheduled report (JSON)',
    `/api/restaurants/${r}/scheduled-reports`,
    {
      templateId: template.id,
      name: 'Resumo diário',
      frequency: 'daily',
      emailTo: ['gerente@exemplo.com.br'],
    },
    true,
  ],
  [
    'new menu item (JSON)',
    `/api/restaurants/${r}/menu`,
    { name: 'Pastel', price: '9', category: 'Salgados' },
    true,
  ],
];

function runSqlmap([name, url, body, owner, method]) {
  const outputDir = mkdtempSync(path.join(os.tmpdir(), 'comanda-sqlmap-out-'));
  const args = [
    '-u',
    `${base}${url}`,
    '--batch',
    '--level=3',
    '--risk=2',
    '--dbms=PostgreSQL',
    '--tamper=xforwardedfor',
    '--threads=4',
    `--output-dir=${outputDir}`,
    ...(body ? ['--data', JSON.stringify(body), '--headers', 'Content-Type: application/json'] : []),
    ...(method ? [`--method=${method}`] : []),
    // A wrong password is the login's normal answer, not a reason to stop.
    '--ignore-code=401',
    ...(owner ? ['--cookie', cookie, '--skip=comanda_session'] : []),
  ];
  const started = Date.now();
  const run = spawnSync('timeout', [String(TARGET_S), 'sqlmap', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  rmSync(outputDir, { recursive: true, force: true });
  const text = `${run.stdout}${run.stderr}`;
  const findings = (text.match(/sqlmap identified the following injection point/g) ?? []).length;
  // sqlmap sums up the error answers it met, e.g. "400 (Bad Request) - 253 times": never a 5xx.
  const errorAnswers = /HTTP error codes detected during run:\s*\n([^\n]*)/.exec(text)?.[1]?.trim() ?? 'none';
  const result = {
    target: name,
    findings,
    errorAnswers,
    serverErrors: /\b5\d\d \(/.test(errorAnswers),
    seconds: Math.round((Date.now() - started) / 1000),
    finished: run.status !== 124,
    verdict: findings
      ? 'INJECTABLE'
      : /do not appear to be injectable|not injectable/.test(text)
        ? 'not injectable'
        : 'no verdict',
  };
  console.log(`${result.verdict.padEnd(15)} ${name} (${result.seconds} s; error answers: ${errorAnswers})`);
  if (process.env.VERBOSE) console.log(text.slice(-3000));
  return result;
}

// ONLY=<words> runs the targets whose name contains one of them (e.g. ONLY="login,tracking").
const only = (process.env.ONLY ?? '').split(',').filter(Boolean);
const chosen = only.length ? targets.filter(([name]) => only.some((word) => name.includes(word))) : targets;
const results = chosen.map(runSqlmap);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await postgres.stop();
rmSync(dataDir, { recursive: true, force: true });
const findings = results.reduce((sum, result) => sum + result.findings, 0);
writeResult('security-sqlmap', {
  name: 'security-sqlmap',
  at: new Date().toISOString(),
  ...machine(),
  sqlmap: spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.trim(),
  level: 3,
  risk: 2,
  findings,
  targets: results,
});
console.log(`${results.length} targets, ${findings} injection points found`);
process.exit(findings === 0 && results.every((result) => !result.serverErrors) ? 0 : 1);
