/**
 * The print agent against the real app (issue 34, decisions 0047 and 0048): paired with a code from
 * the owner's API, 'rede' printers on the Cozinha, Bar and Caixa stations pointing at three decoding
 * fake printers (test/fakes/thermal-printer.ts), orders placed and confirmed through the panel's API.
 * The agent runs as the restaurant runs it, a process of its own (`npm run agente-impressao`),
 * killed and restarted mid-stream; a second agent paired by mistake; the printer switched off and
 * on; a reprint asked for. What each printer received is read back DECODED (text through the code
 * page, bold, double size, inverted, cuts, QR), and a print is counted by the order number on paper.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatBRL } from '../src/domain/format/format';
import { parseCents } from '../src/domain/money/money';
import {
  type DecodedDocument,
  lastPrinted,
  printedText,
  type QrLine,
  type Segment,
  type TextLine,
} from '../test/fakes/escpos-decoder';
import {
  type FakePrinterState,
  FakeThermalPrinter,
  networkPrinterSettings,
  renderPreview,
} from '../test/fakes/thermal-printer';
import { baseUrl } from './harness/browser';
import { ok, registerOwnerThroughApi } from './harness/owner';

vi.setConfig({ expect: { poll: { timeout: 30_000, interval: 100 } } });

const ROOT = path.resolve(import.meta.dirname, '..');
/** Pictures of what each printer received, drawn from the decoded bytes, to look at. */
const SHOTS = '/tmp/shots-print-agent';

interface Agent {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** The agent as the README starts it; `args` pairs it the first time. */
function startAgent(dataDir: string, args: string[] = []): Agent {
  const child = spawn('npm', ['run', '--silent', 'agente-impressao', '--', '--dados', dataDir, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, tsx and node are signalled together
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function stopAgent(agent: Agent, signal: NodeJS.Signals = 'SIGTERM') {
  if (agent.child.exitCode !== null || agent.child.signalCode !== null) return;
  try {
    process.kill(-agent.child.pid!, signal);
  } catch {
    // already gone
  }
  await agent.exited;
}

interface PrintJob {
  id: string;
  orderId: string | null;
  orderNumber: string | null;
  stationName: string;
  reprint: boolean;
  status: 'pendente' | 'imprimindo' | 'impresso' | 'falhou';
  error: string | null;
}

interface PlacedOrder {
  id: string;
  orderNumber: string;
  total: string;
}

type StationName = 'Cozinha' | 'Bar' | 'Caixa';

let owner: APIRequestContext;
let restaurantId: string;
const printers = {} as Record<StationName, FakeThermalPrinter>;
/** The menu: ids of items and of the options the rich order chooses. */
const menu = {
  picanha: '',
  malPassada: '',
  pizza: '',
  calabresa: '',
  mucarela: '',
  paoDeAlho: '',
  caipirinha: '',
  xSalada: '',
};
const agents: Agent[] = [];
const dataDirs: string[] = [];

// ---------------------------------------------------------------------------------------------
// Reading the paper.

const textLines = (document: DecodedDocument) =>
  document.lines.filter((line): line is TextLine => line.kind === 'text');

/** '#AB12CD': the order number as the ticket prints it, in double size near the top. */
const numberOn = (document: DecodedDocument) =>
  textLines(document)
    .map((line) => line.text.trim())
    .find((text) => /^#[0-9A-Z]{6}$/.test(text));

/** A reprint starts with 'REIMPRESSÃO' white on black. */
const isReprint = (document: DecodedDocument) => textLines(document)[0]?.text.trim() === 'REIMPRESSÃO';

/** The tickets a station's printer put on paper for an order (first prints, or reprints). */
const ticketsFor = (station: StationName, orderNumber: string, reprint = false) =>
  printers[station]
    .printedDocuments()
    .filter((document) => numberOn(document) === `#${orderNumber}` && isReprint(document) === reprint);

const printsOf = (station: StationName, orderNumber: string) => ticketsFor(station, orderNumber).length;

/** The decoded line whose text, trimmed, is exactly `text`. */
function lineOf(document: DecodedDocument, text: string): TextLine {
  const found = textLines(document).find((line) => line.text.trim() === text);
  if (!found) throw new Error(`Nenhuma linha "${text}" no papel:\n${printedText(document).join('\n')}`);
  return found;
}

/** The styled run of a line that holds `text`. */
function segmentOf(line: TextLine, text: string): Segment {
  const found = line.segments.find((segment) => segment.text.includes(text));
  if (!found) throw new Error(`"${text}" não está em "${line.text}"`);
  return found;
}

// ---------------------------------------------------------------------------------------------
// The owner's side, through the API.

async function pairingCode(): Promise<string> {
  const answer = await ok<{ code: string }>(
    await owner.post(`/api/restaurants/${restaurantId}/kitchen/agents/pairing-code`, { data: {} }),
  );
  return answer.code;
}

let diner = 0;
/** Places an order through the API and confirms it on the panel; a phone of its own each time. */
async function confirmedOrder(fields: Record<string, unknown>): Promise<PlacedOrder> {
  diner += 1; // a phone places at most 5 orders a minute
  const order = await ok<PlacedOrder>(
    await owner.post('/api/orders', {
      data: {
        restaurantId,
        customerName: 'Cliente da Cozinha',
        customerPhone: `55119876${String(54_000 + diner).slice(-5)}`,
        deliveryType: 'pickup',
        paymentMethod: 'cash',
        ...fields,
      },
      headers: { 'idempotency-key': `agente-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` },
    }),
  );
  await ok(await owner.patch(`/api/orders/${order.id}/status`, { data: { status: 'confirmed' } }));
  return order;
}

/** A quick lunch: two X-Saladas with a note, for the Cozinha (and the Caixa's copy). */
const lunch = (note: string) =>
  confirmedOrder({ items: [{ menuItemId: menu.xSalada, quantity: 2, notes: note }] });

async function jobs(): Promise<PrintJob[]> {
  const answer = await ok<{ jobs: PrintJob[] }>(
    await owner.get(`/api/restaurants/${restaurantId}/kitchen/print-jobs`),
  );
  return answer.jobs;
}

const jobsOf = async (orders: PlacedOrder[]) =>
  (await jobs()).filter((job) => !job.reprint && orders.some((order) => order.id === job.orderId));

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agente-e2e-'));
  dataDirs.push(dir);
  return dir;
}

beforeAll(async () => {
  for (const station of ['Cozinha', 'Bar', 'Caixa'] as const)
    printers[station] = await FakeThermalPrinter.start();
  const registered = await registerOwnerThroughApi({
    name: 'Lanchonete da Impressora',
    description: 'Lanches na chapa e pizzas',
    whatsapp: '11987650000',
    address: 'Rua Augusta, 500',
    emailPrefix: 'agente',
  });
  owner = registered.owner;
  restaurantId = registered.restaurantId;
  const base = `/api/restaurants/${restaurantId}`;

  type Group = { id: string; options: { id: string; name: string }[] };
  const ponto = await ok<Group>(
    await owner.post(`${base}/option-groups`, {
      data: {
        name: 'Ponto da carne',
        isRequired: true,
        minChoices: 1,
        maxChoices: 1,
        options: [{ name: 'Ao ponto' }, { name: 'Mal passada' }, { name: 'Bem passada' }],
      },
    }),
  );
  const sabores = await ok<Group>(
    await owner.post(`${base}/option-groups`, {
      data: {
        name: 'Sabores',
        kind: 'flavors',
        isRequired: true,
        minChoices: 1,
        maxChoices: 2,
        options: [{ name: 'Calabresa' }, { name: 'Muçarela' }, { name: 'Portuguesa' }],
      },
    }),
  );
  const option = (group: Group, name: string) => group.options.find((o) => o.name === name)!.id;
  menu.malPassada = option(ponto, 'Mal passada');
  menu.calabresa = option(sabores, 'Calabresa');
  menu.mucarela = option(sabores, 'Muçarela');
  const item = async (data: Record<string, unknown>) =>
    ok<{ id: string; categoryId: string }>(await owner.post(`${base}/menu`, { data }));
  const picanha = await item({
    name: 'Picanha na chapa',
    description: 'Com farofa e vinagrete',
    price: '89,90',
    category: 'Pratos',
    optionGroupIds: [ponto.id],
  });
  const pizza = await item({
    name: 'Pizza Grande',
    description: 'Meio a meio',
    price: '59,90',
    category: 'Pratos',
    optionGroupIds: [sabores.id],
  });
  const pao = await item({
    name: 'Pão de alho',
    description: 'Na brasa',
    price: '12,50',
    category: 'Pratos',
  });
  const caipirinha = await item({
    name: 'Caipirinha',
    description: 'De limão',
    price: '18,00',
    category: 'Bebidas',
  });
  const xSalada = await item({
    name: 'X-Salada',
    description: 'Pão, hambúrguer, alface',
    price: '28,90',
    category: 'Lanches',
  });
  Object.assign(menu, {
    picanha: picanha.id,
    pizza: pizza.id,
    paoDeAlho: pao.id,
    caipirinha: caipirinha.id,
    xSalada: xSalada.id,
  });

  const { stations } = await ok<{ stations: { id: string; name: string }[] }>(
    await owner.get(`${base}/kitchen/stations`),
  );
  const stationId = (name: StationName) => {
    const station = stations.find((candidate) => candidate.name === name);
    expect(station, name).toBeDefined();
    return station!.id;
  };
  for (const name of ['Cozinha', 'Bar', 'Caixa'] as const)
    await ok(
      await owner.patch(`${base}/kitchen/stations/${stationId(name)}`, {
        data: { printer: networkPrinterSettings(printers[name]) },
      }),
    );
  // Pratos and Lanches to the Cozinha, Bebidas to the Bar; the Caixa gets every order whole.
  await ok(
    await owner.put(`${base}/kitchen/routing`, {
      data: {
        categories: {
          [picanha.categoryId]: [stationId('Cozinha')],
          [xSalada.categoryId]: [stationId('Cozinha')],
          [caipirinha.categoryId]: [stationId('Bar')],
        },
        items: {},
      },
    }),
  );
});

afterAll(async () => {
  for (const agent of agents) await stopAgent(agent, 'SIGKILL');
  for (const printer of Object.values(printers)) await printer.close();
  await owner?.dispose();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('the print agent on the real app', () => {
  let dataDir: string;
  let agent: Agent;
  let delivery: PlacedOrder;

  it('pairs with the panel’s code and prints each station its ticket of a delivery, once', async () => {
    dataDir = newDataDir();
    agent = startAgent(dataDir, [
      '--servidor',
      baseUrl(),
      '--codigo',
      await pairingCode(),
      '--nome',
      'Caixa da frente',
    ]);
    agents.push(agent);
    await expect.poll(() => agent.output.join('')).toContain('Conectado ao servidor');
    const { agents: paired } = await ok<{ agents: { name: string; online: boolean }[] }>(
      await owner.get(`/api/restaurants/${restaurantId}/kitchen/agents`),
    );
    expect(paired.map((a) => a.name)).toContain('Caixa da frente');

    delivery = await confirmedOrder({
      customerName: 'Joana Araújo',
      customerPhone: '5511987654321',
      deliveryType: 'delivery',
      deliveryAddress:
        'Rua Conselheiro Brotero, 1234, apto 52 bloco B - Santa Cecília - Referência: em frente à padaria São Jorge',
      notes: 'alergia a amendoim',
      paymentMethod: 'cash',
      changeFor: '300.00',
      items: [
        { menuItemId: menu.picanha, quantity: 1, optionIds: [menu.malPassada], notes: 'sem cebola' },
        { menuItemId: menu.pizza, quantity: 1, optionIds: [menu.calabresa, menu.mucarela] },
        { menuItemId: menu.paoDeAlho, quantity: 2 },
        { menuItemId: menu.caipirinha, quantity: 2 },
      ],
    });
    await expect
      .poll(() => (['Cozinha', 'Bar', 'Caixa'] as const).map((s) => printsOf(s, delivery.orderNumber)))
      .toEqual([1, 1, 1]);

    // The Cozinha: its own dishes, laid out for a kitchen at speed.
    const [kitchen] = ticketsFor('Cozinha', delivery.orderNumber);
    const kitchenText = printedText(kitchen!).map((row) => row.trim());
    expect(kitchen!.codePages[0]).toBe('cp860');
    expect(new Set(kitchen!.codePages)).toEqual(new Set(['cp860']));
    expect(kitchen!.unknown).toEqual([]);
    expect(kitchenText[0]).toBe('COZINHA');
    for (const big of [`#${delivery.orderNumber}`, 'ENTREGA'])
      expect(segmentOf(lineOf(kitchen!, big), big)).toMatchObject({ bold: true, width: 2, height: 2 });
    for (const item of ['1x Picanha na chapa', '1x Pizza Grande', '2x Pão de alho'])
      expect(segmentOf(lineOf(kitchen!, item), item)).toMatchObject({ bold: true, height: 2 });
    // The option under its dish; each half of the pizza on its own line, in bold, right under it.
    const picanha = kitchenText.indexOf('1x Picanha na chapa');
    expect(kitchenText[picanha + 1]).toBe('Ponto da carne: Mal passada');
    const pizza = kitchenText.indexOf('1x Pizza Grande');
    expect(kitchenText.slice(pizza + 1, pizza + 3)).toEqual(['1/2 Calabresa', '1/2 Muçarela']);
    for (const half of ['1/2 Calabresa', '1/2 Muçarela'])
      expect(segmentOf(lineOf(kitchen!, half), half).bold).toBe(true);
    // The dish's note in bold; the order's allergy white on black across the paper, before the dishes.
    const note = lineOf(kitchen!, 'OBS: sem cebola');
    expect(note.segments.every((segment) => segment.bold && !segment.inverted)).toBe(true);
    const allergy = lineOf(kitchen!, 'ATENÇÃO: alergia a amendoim');
    expect(allergy.segments.every((segment) => segment.inverted && segment.bold)).toBe(true);
    expect(allergy.columns).toBe(48);
    expect(kitchenText.indexOf('ATENÇÃO: alergia a amendoim')).toBeLessThan(picanha);
    // Nothing of the Bar's, nothing of the customer's; the paper cut at the end.
    expect(kitchenText.join('\n')).not.toContain('Caipirinha');
    expect(kitchenText.join('\n')).not.toContain('Joana');
    expect(lastPrinted(kitchen!)).toEqual({ kind: 'cut', partial: false });

    // The Bar: only its drinks, and the allergy too.
    const [bar] = ticketsFor('Bar', delivery.orderNumber);
    const barText = printedText(bar!).map((row) => row.trim());
    expect(barText[0]).toBe('BAR');
    expect(segmentOf(lineOf(bar!, '2x Caipirinha'), 'Caipirinha')).toMatchObject({ bold: true, height: 2 });
    expect(barText.join('\n')).not.toMatch(/Picanha|Pizza|Pão de alho/);
    expect(lineOf(bar!, 'ATENÇÃO: alergia a amendoim').segments[0]!.inverted).toBe(true);
    expect(lastPrinted(bar!)).toEqual({ kind: 'cut', partial: false });

    // The Caixa: the whole order, who and where, the total, the payment and the change.
    const [counter] = ticketsFor('Caixa', delivery.orderNumber);
    const counterText = printedText(counter!).map((row) => row.trim());
    expect(counterText.slice(0, 2)).toEqual(['CAIXA', 'VIA DO BALCÃO']);
    for (const item of ['1x Picanha na chapa', '1x Pizza Grande', '2x Pão de alho', '2x Caipirinha'])
      expect(counterText).toContain(item);
    expect(segmentOf(lineOf(counter!, 'Joana Araújo'), 'Joana')).toMatchObject({ bold: true, height: 2 });
    expect(counterText).toContain('+55 (11) 98765-4321');
    expect(counterText).toEqual(
      expect.arrayContaining([
        'Rua Conselheiro Brotero, 1234, apto 52 bloco B',
        'Santa Cecília',
        'Referência: em frente à padaria São Jorge',
      ]),
    );
    const totalCents = parseCents(delivery.total)!;
    const total = textLines(counter!).find((line) => /^Total\s/.test(line.text.trim()))!;
    expect(total.text.trim().replace(/\s+/g, ' ')).toBe(`Total ${formatBRL(totalCents)}`);
    expect(total.segments.every((segment) => segment.bold && segment.height === 2)).toBe(true);
    expect(counterText).toContain('Pagamento: Dinheiro');
    expect(counterText).toContain(`Troco para R$ 300,00 (levar ${formatBRL(30_000 - totalCents)})`);
    const qr = counter!.lines.find((line): line is QrLine => line.kind === 'qr');
    expect(qr?.payload).toMatch(/\/rastrear-pedido\?telefone=/);
    expect(lastPrinted(counter!)).toEqual({ kind: 'cut', partial: false });

    mkdirSync(SHOTS, { recursive: true });
    for (const [file, caption, document] of [
      ['cozinha', 'Impressora da Cozinha', kitchen],
      ['bar', 'Impressora do Bar', bar],
      ['caixa', 'Impressora do Caixa', counter],
    ] as const)
      writeFileSync(
        path.join(SHOTS, `${file}.png`),
        await renderPreview(document!, { columns: 48, caption }),
      );

    await expect
      .poll(async () => (await jobsOf([delivery])).map((job) => job.status))
      .toEqual(['impresso', 'impresso', 'impresso']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((['Cozinha', 'Bar', 'Caixa'] as const).map((s) => printsOf(s, delivery.orderNumber))).toEqual([
      1, 1, 1,
    ]);
    // The log is Portuguese and carries no customer data.
    const log = agent.output.join('');
    for (const personal of ['Joana', 'Brotero', '98765-4321', 'amendoim'])
      expect(log).not.toContain(personal);
  });

  it('killed and restarted mid-stream, prints nothing twice', async () => {
    const orders: PlacedOrder[] = [];
    for (let n = 0; n < 8; n++) orders.push(await lunch(`lote ${n}`));
    await expect.poll(() => orders.some((order) => printsOf('Cozinha', order.orderNumber) > 0)).toBe(true);
    await stopAgent(agent, 'SIGKILL'); // the power cord, not a clean stop
    agent = startAgent(dataDir);
    agents.push(agent);
    for (let n = 8; n < 12; n++) orders.push(await lunch(`lote ${n}`));

    // Every job ends answered: printed, or (killed between the first byte and the journal) failed for a person to check.
    await expect
      .poll(async () => {
        const mine = await jobsOf(orders);
        return (
          mine.length === orders.length * 2 &&
          mine.every((job) => ['impresso', 'falhou'].includes(job.status))
        );
      })
      .toBe(true);
    const mine = await jobsOf(orders);
    for (const order of orders)
      for (const station of ['Cozinha', 'Caixa'] as const) {
        const job = mine.find(
          (candidate) => candidate.orderId === order.id && candidate.stationName === station,
        )!;
        const printed = printsOf(station, order.orderNumber);
        expect(printed, `${station} #${order.orderNumber}`).toBeLessThanOrEqual(1);
        if (job.status === 'impresso') expect(printed, `${station} #${order.orderNumber}`).toBe(1);
      }
    // At most the one job in hand when the cord was pulled is left for a person.
    expect(mine.filter((job) => job.status === 'impresso').length).toBeGreaterThanOrEqual(
      orders.length * 2 - 1,
    );
    for (const order of orders) expect(printsOf('Bar', order.orderNumber)).toBe(0);
  });

  it('with a second agent paired by mistake, prints each job exactly once', async () => {
    const second = startAgent(newDataDir(), ['--servidor', baseUrl(), '--codigo', await pairingCode()]);
    agents.push(second);
    await expect.poll(() => second.output.join('')).toContain('Conectado ao servidor');
    const orders: PlacedOrder[] = [];
    for (let n = 0; n < 10; n++) orders.push(await lunch(`dois agentes ${n}`));
    await expect
      .poll(async () => (await jobsOf(orders)).filter((job) => job.status === 'impresso').length)
      .toBe(orders.length * 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const order of orders) {
      expect(printsOf('Cozinha', order.orderNumber), `Cozinha #${order.orderNumber}`).toBe(1);
      expect(printsOf('Caixa', order.orderNumber), `Caixa #${order.orderNumber}`).toBe(1);
    }
    await stopAgent(second);
  });

  /**
   * A station's printer that fails: its job shows the printer's error in red and nothing reaches it,
   * while the other stations' copies do not wait; back online, the job prints there once.
   */
  const failingPrinters: {
    title: string;
    station: StationName;
    state: FakePrinterState;
    error: string;
    order: () => Promise<PlacedOrder>;
    /** The tickets each of the other stations gets for the order. */
    others: Partial<Record<StationName, number>>;
  }[] = [
    {
      title: 'a printer switched off fails the job in red, and prints it once when it is back',
      station: 'Cozinha',
      state: 'offline',
      error: 'Impressora desligada ou fora da rede',
      order: () => lunch('impressora desligada'),
      others: { Caixa: 1, Bar: 0 },
    },
    {
      title: "a printer out of paper says 'Sem papel' in red, and prints once when the roll is changed",
      station: 'Bar',
      state: 'sem-papel',
      error: 'Sem papel',
      order: () => confirmedOrder({ items: [{ menuItemId: menu.caipirinha, quantity: 3 }] }),
      others: { Caixa: 1, Cozinha: 0 },
    },
  ];
  for (const scenario of failingPrinters)
    it(scenario.title, async () => {
      const { station, others } = scenario;
      await printers[station].setState(scenario.state);
      const order = await scenario.order();
      const stationJob = async () => (await jobsOf([order])).find((job) => job.stationName === station);
      await expect.poll(stationJob).toMatchObject({ status: 'falhou', error: scenario.error });
      expect(printsOf(station, order.orderNumber)).toBe(0);
      // The other printers are on: their copies do not wait for this one's.
      for (const [other, count] of Object.entries(others) as [StationName, number][])
        await expect.poll(() => printsOf(other, order.orderNumber), { message: other }).toBe(count);
      await printers[station].setState('online');
      await expect.poll(async () => (await stationJob())?.status).toBe('impresso');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(printsOf(station, order.orderNumber)).toBe(1);
      for (const [other, count] of Object.entries(others) as [StationName, number][])
        expect(printsOf(other, order.orderNumber), other).toBe(count);
    });

  it("a reprint asked for prints once more, marked 'REIMPRESSÃO'", async () => {
    const original = (await jobsOf([delivery])).find((job) => job.stationName === 'Cozinha')!;
    const reprint = await ok<PrintJob>(
      await owner.post(`/api/restaurants/${restaurantId}/kitchen/print-jobs/${original.id}/reprint`, {
        data: {},
      }),
    );
    expect(reprint).toMatchObject({ reprint: true, stationName: 'Cozinha' });
    await expect.poll(() => ticketsFor('Cozinha', delivery.orderNumber, true).length).toBe(1);
    const [again] = ticketsFor('Cozinha', delivery.orderNumber, true);
    const mark = lineOf(again!, 'REIMPRESSÃO');
    expect(mark.segments.every((segment) => segment.inverted && segment.width === 2)).toBe(true);
    expect(printedText(again!).map((row) => row.trim())).toContain('1/2 Muçarela');
    await expect
      .poll(async () => (await jobs()).find((job) => job.id === reprint.id)?.status)
      .toBe('impresso');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The first print is still the only one that is not marked; nothing went to the other stations.
    expect(printsOf('Cozinha', delivery.orderNumber)).toBe(1);
    expect(ticketsFor('Cozinha', delivery.orderNumber, true)).toHaveLength(1);
    expect(printsOf('Bar', delivery.orderNumber) + ticketsFor('Bar', delivery.orderNumber, true).length).toBe(
      1,
    );
    expect(
      printsOf('Caixa', delivery.orderNumber) + ticketsFor('Caixa', delivery.orderNumber, true).length,
    ).toBe(1);
  });

  it('SIGTERM finishes the job in hand and exits', async () => {
    await stopAgent(agent, 'SIGTERM');
    // npm dies of the signal; the agent under it says it stopped cleanly.
    await expect.poll(() => agent.output.join('')).toContain('Agente encerrado');
  });
});
