import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createTestApp, registerOwner, type TestContext } from '../../../../test/harness/app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof registerOwner>>;
let other: Awaited<ReturnType<typeof registerOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await registerOwner(ctx.app);
  other = await registerOwner(ctx.app);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  callApi(ctx.app, method, url, cookie, payload);

const base = (who = owner) => `/restaurants/${who.restaurant.id}/suppliers`;

const supplier = {
  name: 'Distribuidora Paulista',
  contact: 'Carlos',
  phone: '(11) 98765-4321',
  email: 'Vendas@Distribuidora.com.br',
  address: 'Av. do Estado, 1000 - São Paulo',
  notes: 'Entrega às terças',
};

describe('suppliers', () => {
  it('creates a supplier with every field, the phone as digits, and lists it', async () => {
    const created = await call('POST', base(), owner.cookie, {
      ...supplier,
      restaurantId: other.restaurant.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      name: 'Distribuidora Paulista',
      contact: 'Carlos',
      phone: '5511987654321',
      email: 'vendas@distribuidora.com.br',
      address: 'Av. do Estado, 1000 - São Paulo',
      notes: 'Entrega às terças',
      isActive: true,
      createdAt: expect.any(String),
    });
    const list = (await call('GET', base(), owner.cookie)).json();
    expect(list.map((entry: { id: string }) => entry.id)).toContain(created.json().id);
    expect((await call('GET', base(other), other.cookie)).json()).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'Nome é obrigatório'],
    [{ phone: '12345' }, 'Telefone inválido: informe DDD e número, ex. (11) 99999-8888'],
    [{ email: 'vendas-arroba-exemplo' }, 'E-mail inválido'],
    [{ notes: 'x'.repeat(1001) }, 'Observações deve ter no máximo 1000 caracteres'],
  ])('refuses %o with 400', async (patch, message) => {
    const response = await call('POST', base(), owner.cookie, { ...supplier, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('edits fields, clears optional ones, deactivates and reactivates', async () => {
    const { id } = (await call('POST', base(), owner.cookie, supplier)).json();
    const edited = await call('PATCH', `${base()}/${id}`, owner.cookie, {
      name: 'Distribuidora SP',
      email: '',
      phone: '11 3333-4444',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Distribuidora SP',
      email: null,
      phone: '551133334444',
      contact: 'Carlos',
    });
    const off = await call('PATCH', `${base()}/${id}`, owner.cookie, { isActive: false });
    expect(off.json().isActive).toBe(false);
    const list = (await call('GET', base(), owner.cookie)).json();
    expect(list.find((entry: { id: string }) => entry.id === id).isActive).toBe(false);
    expect((await call('PATCH', `${base()}/${id}`, owner.cookie, { isActive: true })).json().isActive).toBe(
      true,
    );
    const invalid = await call('PATCH', `${base()}/${id}`, owner.cookie, { phone: '999' });
    expect(invalid.statusCode).toBe(400);
  });

  it("refuses another owner's supplier and another restaurant's path", async () => {
    const theirs = (await call('POST', base(other), other.cookie, supplier)).json();
    const foreign = await call('PATCH', `${base()}/${theirs.id}`, owner.cookie, { name: 'Meu' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Fornecedor não encontrado');
    expect(
      (await call('PATCH', `${base(other)}/${theirs.id}`, owner.cookie, { name: 'Meu' })).statusCode,
    ).toBe(403);
    expect((await call('GET', base(other), owner.cookie)).statusCode).toBe(403);
    expect((await call('GET', base())).statusCode).toBe(401);
  });
});
