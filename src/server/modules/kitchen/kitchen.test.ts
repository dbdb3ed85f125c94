import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';
import { kitchenTickets, printJobs } from '../../db/schema';
import { failUnansweredClaims } from '../../jobs/print-claims.job';
import { addGroup, createItem } from '../orders/order-placement.fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

const printer = {
  family: 'epson',
  paperWidth: 80,
  columns: 48,
  codePage: 'cp860',
  cut: true,
  copies: 1,
  connection: { kind: 'rede', host: '192.168.0.50', port: 9100 },
};

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

const k = (who: typeof owner, path: string) => `/restaurants/${who.restaurant.id}/kitchen${path}`;

async function stationsOf(who: typeof owner) {
  const response = await callApi(ctx.app, 'GET', k(who, '/stations'), who.cookie);
  expect(response.statusCode).toBe(200);
  return response.json().stations as { id: string; name: string; kind: string; printer: unknown }[];
}

async function counterOrder(who: typeof owner, items: { menuItemId: string; optionIds?: string[] }[]) {
  const response = await callApi(ctx.app, 'POST', `/restaurants/${who.restaurant.id}/orders`, who.cookie, {
    customerName: 'Ana',
    customerPhone: '(11) 97777-1234',
    deliveryType: 'pickup',
    paymentMethod: 'cash',
    items: items.map((item) => ({ quantity: 1, optionIds: [], ...item })),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; status: string };
}

const confirm = (who: typeof owner, orderId: string) =>
  callApi(ctx.app, 'PATCH', `/orders/${orderId}/status`, who.cookie, { status: 'confirmed' });

async function pair(who: typeof owner, kind = 'computador') {
  const code = await callApi(ctx.app, 'POST', k(who, '/agents/pairing-code'), who.cookie);
  expect(code.statusCode).toBe(201);
  const paired = await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, {
    code: code.json().code,
    name: 'Computador do caixa',
    kind,
  });
  expect(paired.statusCode, paired.body).toBe(201);
  return paired.json() as { agentId: string; token: string; restaurantName: string };
}

const asAgent = (token: string) => ({ authorization: `Bearer ${token}` });

describe('stations', () => {
  it('starts a new restaurant with Cozinha, Bar and Caixa', async () => {
    const stations = await stationsOf(owner);
    expect(stations.map((s) => [s.name, s.kind])).toEqual([
      ['Cozinha', 'producao'],
      ['Bar', 'producao'],
      ['Caixa', 'caixa'],
    ]);
  });

  it('creates, edits and deactivates a station; refuses bad input and another restaurant’s', async () => {
    const created = await callApi(ctx.app, 'POST', k(owner, '/stations'), owner.cookie, {
      name: 'Pizzaria',
      printer,
    });
    expect(created.statusCode, created.body).toBe(201);
    const station = created.json();
    expect(station).toMatchObject({ name: 'Pizzaria', kind: 'producao', isActive: true, position: 3 });
    const twice = await callApi(ctx.app, 'POST', k(owner, '/stations'), owner.cookie, { name: 'Pizzaria' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Já existe uma praça com este nome.');
    const badPrinter = await callApi(ctx.app, 'POST', k(owner, '/stations'), owner.cookie, {
      name: 'Grelha',
      printer: { ...printer, paperWidth: 90 },
    });
    expect(badPrinter.statusCode).toBe(400);
    expect(badPrinter.json().error).toMatch(/58 ou 80/);
    const renamed = await callApi(ctx.app, 'PATCH', k(owner, `/stations/${station.id}`), owner.cookie, {
      name: 'Forno',
      printer: null,
    });
    expect(renamed.json()).toMatchObject({ name: 'Forno', printer: null });
    const foreign = await callApi(ctx.app, 'PATCH', k(other, `/stations/${station.id}`), other.cookie, {
      name: 'X',
    });
    expect(foreign.statusCode).toBe(404);
    const gone = await callApi(ctx.app, 'DELETE', k(owner, `/stations/${station.id}`), owner.cookie);
    expect(gone.json()).toMatchObject({ id: station.id, isActive: false });
    expect((await callApi(ctx.app, 'GET', k(owner, '/stations'), other.cookie)).statusCode).toBe(403);
  });
});

describe('routing and settings', () => {
  it('replaces the routing, with ids checked to be the restaurant’s', async () => {
    const [cozinha, bar] = await stationsOf(owner);
    const item = await createItem(ctx.app.db, owner.restaurant.id, { name: 'Caipirinha' });
    const foreignItem = await createItem(ctx.app.db, other.restaurant.id, { name: 'Alheio' });
    const put = await callApi(ctx.app, 'PUT', k(owner, '/routing'), owner.cookie, {
      categories: {},
      items: { [item.id]: [bar!.id, bar!.id] },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ categories: {}, items: { [item.id]: [bar!.id] } });
    const foreign = await callApi(ctx.app, 'PUT', k(owner, '/routing'), owner.cookie, {
      categories: {},
      items: { [foreignItem.id]: [cozinha!.id] },
    });
    expect(foreign.statusCode).toBe(400);
    const otherStations = await stationsOf(other);
    const foreignStation = await callApi(ctx.app, 'PUT', k(owner, '/routing'), owner.cookie, {
      categories: {},
      items: { [item.id]: [otherStations[0]!.id] },
    });
    expect(foreignStation.statusCode).toBe(400);
    expect((await callApi(ctx.app, 'GET', k(owner, '/routing'), owner.cookie)).json().items).toEqual({
      [item.id]: [bar!.id],
    });
  });

  it('saves the routing sent twice at once, both answered', async () => {
    const [cozinha, bar] = await stationsOf(owner);
    const items = await Promise.all(
      ['Pastel', 'Chopp'].map((name) => createItem(ctx.app.db, owner.restaurant.id, { name })),
    );
    const body = { categories: {}, items: { [items[0]!.id]: [cozinha!.id], [items[1]!.id]: [bar!.id] } };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => callApi(ctx.app, 'PUT', k(owner, '/routing'), owner.cookie, body)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect((await callApi(ctx.app, 'GET', k(owner, '/routing'), owner.cookie)).json()).toEqual(body);
  });

  it('keeps auto-accept off by default and wants the late threshold after the warning', async () => {
    const settings = await callApi(ctx.app, 'GET', k(other, '/settings'), other.cookie);
    expect(settings.json()).toMatchObject({
      readyWhenBumped: true,
      kdsWarnMinutes: 10,
      kdsLateMinutes: 20,
      autoAccept: { cardapio: false, garcom: false, ifood: false },
    });
    const wrong = await callApi(ctx.app, 'PATCH', k(other, '/settings'), other.cookie, {
      kdsWarnMinutes: 30,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('O tempo de atraso deve ser maior que o tempo de atenção.');
    const unknown = await callApi(ctx.app, 'PATCH', k(other, '/settings'), other.cookie, {
      autoAccept: { telepatia: true },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('dispatch at confirmation and the agent', () => {
  it('writes one ticket per station and one job per printer, once, and an agent prints it exactly once', async () => {
    const who = await registerOwner(ctx.app);
    const [cozinha, bar, caixa] = await stationsOf(who);
    for (const station of [cozinha!, caixa!])
      await callApi(ctx.app, 'PATCH', k(who, `/stations/${station.id}`), who.cookie, { printer });
    const pizza = await createItem(ctx.app.db, who.restaurant.id, { name: 'Pizza Grande', price: '50.00' });
    const flavours = await addGroup(ctx.app.db, who.restaurant.id, pizza.id, {
      name: 'Sabores',
      kind: 'flavors',
      minChoices: 2,
      maxChoices: 2,
      isRequired: true,
      options: [
        { name: 'Calabresa', price: '0.00' },
        { name: 'Marguerita', price: '0.00' },
      ],
    });
    const beer = await createItem(ctx.app.db, who.restaurant.id, { name: 'Chope', price: '12.00' });
    await callApi(ctx.app, 'PUT', k(who, '/routing'), who.cookie, {
      categories: {},
      items: { [pizza.id]: [cozinha!.id], [beer.id]: [bar!.id] },
    });
    const order = await counterOrder(who, [
      { menuItemId: pizza.id, optionIds: Object.values(flavours.options) },
      { menuItemId: beer.id },
    ]);
    // The flavours' kind is stored with the line from now on.
    expect((await confirm(who, order.id)).statusCode).toBe(200);
    const tickets = await ctx.app.db
      .select()
      .from(kitchenTickets)
      .where(eq(kitchenTickets.orderId, order.id));
    expect(tickets.map((t) => [t.stationId, t.itemIds.length]).sort()).toEqual(
      [
        [cozinha!.id, 1],
        [bar!.id, 1],
        [caixa!.id, 2],
      ].sort(),
    );
    const jobs = await callApi(ctx.app, 'GET', k(who, '/print-jobs'), who.cookie);
    expect(
      jobs
        .json()
        .jobs.map((j: { stationName: string }) => j.stationName)
        .sort(),
    ).toEqual(['Caixa', 'Cozinha']);
    const [kitchenJob] = await ctx.app.db
      .select()
      .from(printJobs)
      .where(and(eq(printJobs.orderId, order.id), eq(printJobs.stationId, cozinha!.id)));
    const text = Buffer.from(kitchenJob!.payload).toString('latin1');
    expect(text).toContain('1/2 Calabresa');
    expect(text).not.toContain('Chope');

    // A retried confirmation writes nothing new.
    expect((await confirm(who, order.id)).statusCode).toBe(409);
    expect(await ctx.app.db.select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(2);

    // Two agents paired by mistake claim the same job at once: one 200, one 409.
    const one = await pair(who);
    const two = await pair(who);
    expect(one.restaurantName).toBe(who.restaurant.name);
    const claims = await Promise.all(
      [one, two].map((agent) =>
        callApi(
          ctx.app,
          'POST',
          `/print-agent/jobs/${kitchenJob!.id}/claim`,
          undefined,
          undefined,
          asAgent(agent.token),
        ),
      ),
    );
    expect(claims.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    const winner = claims[0]!.statusCode === 200 ? one : two;
    const loser = winner === one ? two : one;
    expect(claims.find((c) => c.statusCode === 409)!.json().error).toBe(
      'Este trabalho já está com outro agente.',
    );
    expect(claims.find((c) => c.statusCode === 200)!.json()).toMatchObject({
      id: kitchenJob!.id,
      stationName: 'Cozinha',
      reprint: false,
      payload: Buffer.from(kitchenJob!.payload).toString('base64'),
    });
    const result = (agent: typeof one, body: object) =>
      callApi(
        ctx.app,
        'POST',
        `/print-agent/jobs/${kitchenJob!.id}/result`,
        undefined,
        body,
        asAgent(agent.token),
      );
    expect((await result(loser, { status: 'impresso' })).statusCode).toBe(409);
    expect((await result(winner, { status: 'impresso' })).statusCode).toBe(200);
    // The same answer twice is 200.
    expect((await result(winner, { status: 'impresso' })).json()).toEqual({
      id: kitchenJob!.id,
      status: 'impresso',
    });

    // Reprint: a new job marked reprint, 'REIMPRESSÃO' on the paper.
    const reprint = await callApi(
      ctx.app,
      'POST',
      k(who, `/print-jobs/${kitchenJob!.id}/reprint`),
      who.cookie,
    );
    expect(reprint.statusCode, reprint.body).toBe(201);
    expect(reprint.json()).toMatchObject({ reprint: true, status: 'pendente', stationName: 'Cozinha' });
    const [again] = await ctx.app.db.select().from(printJobs).where(eq(printJobs.id, reprint.json().id));
    expect(Buffer.from(again!.payload).toString('latin1')).toContain('REIMPRESS');
    const whole = await callApi(ctx.app, 'POST', k(who, `/orders/${order.id}/print`), who.cookie);
    expect(whole.statusCode).toBe(201);
    expect(whole.json().jobs).toHaveLength(2);
    expect(
      (await callApi(ctx.app, 'POST', k(other, `/print-jobs/${kitchenJob!.id}/reprint`), other.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await callApi(ctx.app, 'POST', k(other, `/orders/${order.id}/print`), other.cookie)).statusCode,
    ).toBe(404);

    // Agents listed online; a revoked one gets 401.
    await callApi(ctx.app, 'POST', '/print-agent/heartbeat', undefined, { printers: [] }, asAgent(one.token));
    const agents = (await callApi(ctx.app, 'GET', k(who, '/agents'), who.cookie)).json().agents;
    expect(agents.find((a: { id: string }) => a.id === one.agentId)).toMatchObject({ online: true });
    expect((await callApi(ctx.app, 'DELETE', k(who, `/agents/${two.agentId}`), who.cookie)).statusCode).toBe(
      204,
    );
    const revoked = await callApi(
      ctx.app,
      'POST',
      '/print-agent/heartbeat',
      undefined,
      { printers: [] },
      asAgent(two.token),
    );
    expect(revoked.statusCode).toBe(401);
    expect(
      (await callApi(ctx.app, 'POST', '/print-agent/heartbeat', undefined, { printers: [] })).statusCode,
    ).toBe(401);
  });

  it('fails an unanswered claim after the timeout, and a heartbeat brings back a job failed by the printer', async () => {
    const who = await registerOwner(ctx.app);
    const [cozinha] = await stationsOf(who);
    await callApi(ctx.app, 'PATCH', k(who, `/stations/${cozinha!.id}`), who.cookie, { printer });
    const item = await createItem(ctx.app.db, who.restaurant.id, { name: 'Feijoada' });
    const order = await counterOrder(who, [{ menuItemId: item.id }]);
    await confirm(who, order.id);
    const [job] = await ctx.app.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    const agent = await pair(who);
    const claim = () =>
      callApi(
        ctx.app,
        'POST',
        `/print-agent/jobs/${job!.id}/claim`,
        undefined,
        undefined,
        asAgent(agent.token),
      );
    expect((await claim()).statusCode).toBe(200);
    const failed = await ctx.app.db.transaction((tx) =>
      failUnansweredClaims(tx, new Date(Date.now() + 61_000)),
    );
    expect(failed).toBeGreaterThanOrEqual(1);
    const listed = await callApi(ctx.app, 'GET', k(who, '/print-jobs?status=falhou'), who.cookie);
    expect(listed.json().jobs[0]).toMatchObject({ id: job!.id, error: 'Sem resposta do agente' });
    // Never retried on its own.
    const beat = () =>
      callApi(
        ctx.app,
        'POST',
        '/print-agent/heartbeat',
        undefined,
        {
          printers: [{ stationId: cozinha!.id, online: true }],
        },
        asAgent(agent.token),
      );
    expect((await beat()).json()).toEqual({ retry: [] });
    // The agent's late answer still counts... as a paper-out failure, which the next heartbeat retries.
    const late = await callApi(
      ctx.app,
      'POST',
      `/print-agent/jobs/${job!.id}/result`,
      undefined,
      {
        status: 'falhou',
        error: 'Sem papel',
      },
      asAgent(agent.token),
    );
    expect(late.statusCode).toBe(200);
    expect((await beat()).json()).toEqual({ retry: [job!.id] });
    expect((await claim()).statusCode).toBe(200);
  });

  it('pairs only with a live code, once', async () => {
    const who = await registerOwner(ctx.app);
    const code = (await callApi(ctx.app, 'POST', k(who, '/agents/pairing-code'), who.cookie)).json().code;
    expect(code).toMatch(/^\d{6}$/);
    const body = { code, name: 'Caixa' };
    expect((await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, body)).statusCode).toBe(201);
    const twice = await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, body);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Código inválido ou expirado. Gere um novo código no painel.');
    expect(
      (await callApi(ctx.app, 'POST', '/print-agent/pair', undefined, { code: 'abc', name: 'x' })).statusCode,
    ).toBe(400);
  });
});

describe('auto-accept', () => {
  it('confirms and dispatches a diner’s order on arrival only where the channel is on', async () => {
    const who = await registerOwner(ctx.app);
    const [cozinha] = await stationsOf(who);
    await callApi(ctx.app, 'PATCH', k(who, `/stations/${cozinha!.id}`), who.cookie, { printer });
    const item = await createItem(ctx.app.db, who.restaurant.id, { name: 'Coxinha' });
    const off = await counterOrder(who, [{ menuItemId: item.id }]);
    expect(off.status).toBe('pending');
    const on = await callApi(ctx.app, 'PATCH', k(who, '/settings'), who.cookie, {
      autoAccept: { garcom: true },
    });
    expect(on.json().autoAccept).toMatchObject({ garcom: true, cardapio: false });
    const accepted = await counterOrder(who, [{ menuItemId: item.id }]);
    expect(accepted.status).toBe('confirmed');
    expect(await ctx.app.db.select().from(printJobs).where(eq(printJobs.orderId, accepted.id))).toHaveLength(
      1,
    );
    expect(await ctx.app.db.select().from(printJobs).where(eq(printJobs.orderId, off.id))).toHaveLength(0);
  });
});
