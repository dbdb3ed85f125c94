import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InventoryItemView, InventoryView } from '../../../../domain/inventory/inventory-api';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { StockPanel } from './stock-panel';

const juice: InventoryItemView = {
  id: 'juice',
  name: 'Suco de laranja',
  price: '9.00',
  imageUrl: null,
  category: 'Bebidas',
  isActive: true,
  hasInventoryControl: true,
  stockQuantity: 2,
  minStockAlert: 3,
  stockUnit: 'unidade',
  costPrice: '2.50',
  status: 'Baixo',
};
const cake: InventoryItemView = {
  ...juice,
  id: 'cake',
  name: 'Bolo',
  category: 'Sobremesas',
  hasInventoryControl: false,
  stockQuantity: 0,
  minStockAlert: 0,
  costPrice: '0.00',
  status: 'N/A',
};

const view: InventoryView = {
  counters: { controlledItems: 1, lowStock: 1, stockOk: 0, totalValue: '5.00' },
  items: [juice, cake],
};

const INVENTORY = 'GET /api/restaurants/r1/inventory';
const MOVEMENTS = 'POST /api/restaurants/r1/stock/movements';

describe('StockPanel', () => {
  it("shows 'Nenhum item encontrado no cardápio' for an empty menu", async () => {
    stubFetch({
      [INVENTORY]: {
        body: { counters: { controlledItems: 0, lowStock: 0, stockOk: 0, totalValue: '0.00' }, items: [] },
      },
    });
    renderWithProviders(<StockPanel restaurantId="r1" />);
    expect(await screen.findByText('Nenhum item encontrado no cardápio')).toBeTruthy();
  });

  it('shows the four counters, the columns, the status and the low-stock notice', async () => {
    stubFetch({ [INVENTORY]: { body: view } });
    renderWithProviders(<StockPanel restaurantId="r1" />);
    await screen.findByText('Itens Controlados');
    expect(screen.getByText('Valor Total').parentElement?.parentElement?.textContent).toContain('R$ 5,00');
    const row = screen.getByRole('row', { name: /Suco de laranja/ });
    expect(within(row).getByText('Baixo')).toBeTruthy();
    expect(within(row).getByText('un')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Bolo/ })).getByText('N/A')).toBeTruthy();
    expect(screen.getByText(/Estoque baixo:/).parentElement?.textContent).toContain('Suco de laranja (2 un)');
  });

  it('searches by name and says when nothing matches', async () => {
    stubFetch({ [INVENTORY]: { body: view } });
    const { user } = renderWithProviders(<StockPanel restaurantId="r1" />);
    await user.type(await screen.findByLabelText('Buscar item'), 'bolo');
    expect(screen.queryByRole('row', { name: /Suco/ })).toBeNull();
    await user.type(screen.getByLabelText('Buscar item'), 'xyz');
    expect(screen.getByText('Nenhum item corresponde à busca.')).toBeTruthy();
  });

  it('switches control on with a PATCH', async () => {
    const fetchMock = stubFetch({
      [INVENTORY]: { body: view },
      'PATCH /api/restaurants/r1/inventory/cake': {
        body: { ...cake, hasInventoryControl: true, status: 'Baixo' },
      },
    });
    const { user } = renderWithProviders(<StockPanel restaurantId="r1" />);
    await user.click(await screen.findByRole('switch', { name: 'Controle de estoque de Bolo' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ hasInventoryControl: true });
  });

  it("registers a movement with the dialog's defaults, refuses 0, and confirms with the toast", async () => {
    const fetchMock = stubFetch({ [INVENTORY]: { body: view }, [MOVEMENTS]: { status: 201, body: {} } });
    const { user } = renderWithProviders(<StockPanel restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Movimentar: Suco de laranja' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimento de Estoque' });
    expect((within(dialog).getByLabelText('Item') as HTMLSelectElement).value).toBe('juice');
    expect((within(dialog).getByLabelText('Tipo') as HTMLSelectElement).value).toBe('entrada');
    expect((within(dialog).getByLabelText('Custo por unidade (R$)') as HTMLInputElement).value).toBe('0,00');

    const quantity = within(dialog).getByLabelText('Quantidade');
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Movimento' }));
    expect(await within(dialog).findByText('Quantidade deve ser maior que 0')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Reposição');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Movimento' }));
    expect(await screen.findByText('Movimento de estoque registrado com sucesso.')).toBeTruthy();
    expect(screen.getByText('Sucesso!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      menuItemId: 'juice',
      type: 'entrada',
      quantity: 12,
      reason: 'Reposição',
      notes: null,
      costPerUnit: '0.00',
    });
  });

  it('says an item without stock control keeps no visible count, and switches control on with the movement', async () => {
    const fetchMock = stubFetch({
      [INVENTORY]: { body: view },
      'PATCH /api/restaurants/r1/inventory/cake': { body: { ...cake, hasInventoryControl: true } },
      [MOVEMENTS]: { status: 201, body: {} },
    });
    const { user } = renderWithProviders(<StockPanel restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Movimentar: Bolo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Movimento de Estoque' });
    expect(within(dialog).getByRole('note').textContent).toContain('está sem controle de estoque');
    const turnOn = within(dialog).getByRole('checkbox', {
      name: 'Ligar o controle de estoque deste item ao registrar',
    });
    expect(turnOn.getAttribute('aria-checked')).toBe('true');
    const cost = within(dialog).getByLabelText('Custo por unidade (R$)');
    await user.clear(cost);
    await user.type(cost, '3,20');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Movimento' }));
    expect(await screen.findByText('Movimento de estoque registrado com sucesso.')).toBeTruthy();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    const patch = calls.indexOf('PATCH /api/restaurants/r1/inventory/cake');
    expect(patch).toBeGreaterThan(-1);
    expect(calls.indexOf('POST /api/restaurants/r1/stock/movements')).toBeGreaterThan(patch);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body)).costPerUnit).toBe('3.20');
  });

  it("shows the server's message in the destructive 'Erro' toast", async () => {
    stubFetch({
      [INVENTORY]: { body: view },
      [MOVEMENTS]: {
        status: 409,
        body: { error: 'Estoque insuficiente para "Suco de laranja": restam 2 un.' },
      },
    });
    const { user } = renderWithProviders(<StockPanel restaurantId="r1" />);
    await user.click(await screen.findByRole('button', { name: 'Movimento de Estoque' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Item'), 'juice');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'saida');
    await user.clear(within(dialog).getByLabelText('Quantidade'));
    await user.type(within(dialog).getByLabelText('Quantidade'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Movimento' }));
    expect(await screen.findByText('Estoque insuficiente para "Suco de laranja": restam 2 un.')).toBeTruthy();
    expect(screen.getByText('Erro')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
