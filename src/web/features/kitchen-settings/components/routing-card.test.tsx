/**
 * 'Onde cada item é preparado': the menu's categories (through the menu API) with a checkbox per
 * production station, items with their own stations found by search, and the PUT it sends.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { BAR, CAIXA, COZINHA, K, sent } from '../test-fixtures';
import { RoutingCard } from './routing-card';

const R = '/api/restaurants/r1';
const item = (id: string, name: string, categoryId: string) => ({
  id,
  name,
  categoryId,
  isActive: true,
  price: '10.00',
});

async function open(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    [`GET ${K}/stations`]: { body: { stations: [COZINHA, BAR, CAIXA] } },
    [`GET ${K}/routing`]: { body: { categories: { c2: ['s2'] }, items: {} } },
    [`GET ${R}/categories`]: {
      body: [
        { id: 'c1', name: 'Lanches', position: 0 },
        { id: 'c2', name: 'Bebidas', position: 1 },
      ],
    },
    [`GET ${R}/menu`]: {
      body: [
        item('i1', 'X-Burguer', 'c1'),
        item('i2', 'Caipirinha de limão', 'c2'),
        item('i3', 'Suco de laranja', 'c2'),
      ],
    },
    ...routes,
  });
  const rendered = renderWithProviders(<RoutingCard restaurantId="r1" />);
  const card = await screen.findByRole('region', { name: 'Onde cada item é preparado' });
  await within(card).findByRole('list', { name: 'Categorias' });
  return { ...rendered, fetchMock, card };
}

describe("'Onde cada item é preparado'", () => {
  it('shows each category with the production stations only, ticked as saved', async () => {
    const { card } = await open();
    const bebidas = within(card).getByRole('group', { name: 'Bebidas' });
    const boxes = within(bebidas).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['Cozinha (Bebidas)', false],
      ['Bar (Bebidas)', true],
    ]);
  });

  it('sends a category to the kitchen and an item to the bar, replacing the whole routing', async () => {
    const saved = { categories: { c1: ['s1'], c2: ['s2'] }, items: { i3: ['s1'] } };
    const { user, card, fetchMock } = await open({ [`PUT ${K}/routing`]: { body: saved } });
    await user.click(
      within(within(card).getByRole('group', { name: 'Lanches' })).getByRole('checkbox', { name: /Cozinha/ }),
    );
    await user.type(within(card).getByLabelText('Buscar item'), 'suco laranja'.slice(0, 4));
    await user.click(within(card).getByRole('button', { name: 'Escolher praças para Suco de laranja' }));
    const suco = within(card).getByRole('group', { name: 'Suco de laranja' });
    // It starts from its category's stations.
    expect((within(suco).getByRole('checkbox', { name: /Bar/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(suco).getByRole('checkbox', { name: /Bar/ }));
    await user.click(within(suco).getByRole('checkbox', { name: /Cozinha/ }));
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Praças dos itens salvas.');
    expect(sent(fetchMock, 'PUT', `${K}/routing`)).toEqual([saved]);
  });

  it('finds items without accents and drops an item rule with "Usar as da categoria"', async () => {
    const { user, card, fetchMock } = await open({
      [`GET ${K}/routing`]: { body: { categories: {}, items: { i2: ['s1'] } } },
      [`PUT ${K}/routing`]: { body: { categories: {}, items: {} } },
    });
    // An item with its own rule is not offered again…
    await user.type(within(card).getByLabelText('Buscar item'), 'limao');
    expect(
      within(card).queryByRole('button', { name: 'Escolher praças para Caipirinha de limão' }),
    ).toBeNull();
    await user.click(
      within(card).getByRole('button', { name: 'Usar as praças da categoria para Caipirinha de limão' }),
    );
    // …until it follows its category again; 'limao' finds 'limão'.
    expect(
      within(card).getByRole('button', { name: 'Escolher praças para Caipirinha de limão' }),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    await within(card).findByRole('status');
    expect(sent(fetchMock, 'PUT', `${K}/routing`)).toEqual([{ categories: {}, items: {} }]);
  });

  it("shows the server's refusal", async () => {
    const { user, card } = await open({
      [`PUT ${K}/routing`]: { status: 400, body: { error: 'Praça não encontrada.' } },
    });
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Praça não encontrada.');
  });
});
