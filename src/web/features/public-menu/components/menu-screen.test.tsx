import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { cartStore } from '../../cart';
import type { MenuItem, PublicRestaurant } from '../types';
import { MenuScreen } from './menu-screen';

const restaurant: PublicRestaurant = {
  id: 'r1',
  name: 'Cantina da Praça',
  description: 'Massas frescas.',
  whatsapp: '5511987654321',
  address: 'Praça da Sé, 10',
  city: 'São Paulo',
  state: 'SP',
  latitude: null,
  longitude: null,
  logoUrl: null,
  bannerUrl: null,
  isOpen: true,
  // 1 point per real and 2 points per order: a R$ 30,00 order earns 32 when delivered.
  loyaltyEarning: { pointsPerReal: '1.00', bonusPointsPerOrder: 2, multiplier: '1.00' },
};

const lasagna: MenuItem = {
  id: 'm1',
  restaurantId: 'r1',
  name: 'Lasanha',
  description: 'À bolonhesa.',
  price: '30.00',
  category: 'Massas',
  categoryId: 'c1',
  imageUrl: null,
  loyaltyPoints: 3,
  optionGroups: [
    {
      id: 'g1',
      name: 'Tamanho',
      kind: 'standard',
      isRequired: true,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 'o1', name: 'Individual', price: '0.00' },
        { id: 'o2', name: 'Família', price: '20.00' },
        { id: 'o3', name: 'Gigante', price: '35.00', isSoldOut: true },
      ],
    },
  ],
};
const pizza: MenuItem = {
  ...lasagna,
  id: 'm3',
  name: 'Pizza Calabresa',
  category: 'Pizzas',
  categoryId: 'c3',
  price: '50.00',
  optionGroups: [
    {
      id: 'g2',
      name: 'Borda recheada',
      kind: 'standard',
      isRequired: false,
      minChoices: 0,
      maxChoices: 1,
      options: [
        { id: 'o4', name: 'Catupiry', price: '8.00' },
        { id: 'o5', name: 'Cheddar', price: '9.00' },
      ],
    },
  ],
};
const juice: MenuItem = {
  ...lasagna,
  id: 'm2',
  name: 'Suco',
  category: 'Bebidas',
  categoryId: 'c2',
  price: '12.50',
  imageUrl: '/api/uploads/suco.webp',
  optionGroups: [],
};

function renderMenu(
  overrides: Partial<PublicRestaurant> = {},
  menu: MenuItem[] = [lasagna, juice],
  routes: Parameters<typeof stubFetch>[0] = {},
) {
  cartStore.reload();
  stubFetch({
    ...routes,
    'GET /api/restaurants/r1': { body: { ...restaurant, ...overrides } },
    'GET /api/restaurants/r1/menu': { body: menu },
    'GET /api/restaurants/r1/loyalty/rewards': { body: [] },
  });
  return renderWithProviders(<MenuScreen restaurantId="r1" />);
}

describe('the public menu', () => {
  it('shows the restaurant, its real categories, points and rewards states', async () => {
    renderMenu();
    await screen.findByRole('heading', { name: 'Cantina da Praça', level: 1 });
    const categories = await screen.findByRole('navigation', { name: 'Categorias do cardápio' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Massas', 'Bebidas']);
    // What the ledger credits for an order of each item (PRODUCT.md's rule), not the item's own field.
    expect(screen.getByText('+32 pontos por pedido')).toBeTruthy();
    expect(screen.getByText('+14 pontos por pedido')).toBeTruthy();
    expect(screen.queryByText('+3 pontos por pedido')).toBeNull();
    // The photo is content: named after the item.
    expect(screen.getByRole('img', { name: 'Suco' }).getAttribute('src')).toBe('/api/uploads/suco.webp');
    expect(screen.getByText('0 pontos = R$ 0,00 de desconto')).toBeTruthy();
    expect(screen.getByText(/ainda não cadastrou recompensas/)).toBeTruthy();
  });

  it('enforces the option groups in the add dialog, with a live subtotal, and merges repeated adds', async () => {
    const { user } = renderMenu();
    const add = async () => {
      await user.click(await screen.findByRole('button', { name: 'Adicionar Lasanha' }));
      return screen.getByRole('dialog', { name: 'Lasanha' });
    };
    let dialog = await add();
    expect((within(dialog).getByRole('radio', { name: /Gigante/ }) as HTMLInputElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha pelo menos 1 opção em "Tamanho".');
    await user.click(within(dialog).getByRole('radio', { name: /Família/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Aumentar quantidade' }));
    expect(within(dialog).getByText('R$ 100,00')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Observações (opcional)'), 'sem queijo');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    dialog = await add();
    await user.click(within(dialog).getByRole('radio', { name: /Família/ }));
    await user.type(within(dialog).getByLabelText('Observações (opcional)'), 'sem queijo');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(cartStore.get().items).toEqual([
      expect.objectContaining({ quantity: 3, unitPrice: '50.00', notes: 'sem queijo' }),
    ]);
    expect(screen.getByRole('button', { name: /Ver carrinho \(3 itens\)/ }).textContent).toContain(
      'R$ 150,00',
    );
  });

  it('lets an optional single choice (a stuffed crust) be taken back with ‘Nenhuma’', async () => {
    const { user } = renderMenu({}, [pizza]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar Pizza Calabresa' }));
    const dialog = screen.getByRole('dialog', { name: 'Pizza Calabresa' });
    const none = within(dialog).getByRole('radio', { name: 'Nenhuma' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Catupiry/ }));
    expect(within(dialog).getByText('R$ 58,00')).toBeTruthy();
    await user.click(none);
    expect(none.checked).toBe(true);
    expect(within(dialog).getByText('R$ 50,00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(cartStore.get().items).toEqual([expect.objectContaining({ unitPrice: '50.00', options: [] })]);
  });

  it('opened from a table QR code (?mesa=7) says ‘Mesa 7 · Salão’ with the table’s calls, and makes the cart a table order for it', async () => {
    window.history.replaceState(null, '', '/menu/r1?mesa=7');
    try {
      // The table's part is its own chunk: 'Mesa 7' first, then the table as the restaurant names it.
      renderMenu({}, [lasagna], {
        'GET /api/restaurants/r1/qr-tables/7': {
          body: { label: '7', title: 'Mesa 7', area: 'Salão', codeRequired: false, waitsForWaiter: false },
        },
      });
      const table = await screen.findByRole('region', { name: 'Sua mesa' });
      await within(table).findByText(
        (_, node) => node?.tagName === 'SPAN' && node.textContent === 'Mesa 7 · Salão',
      );
      expect(within(table).getByRole('button', { name: 'Chamar garçom' })).toBeTruthy();
      expect(within(table).getByRole('button', { name: 'Pedir a conta' })).toBeTruthy();
      expect(cartStore.get()).toMatchObject({ restaurantId: 'r1', deliveryType: 'table', tableNumber: '7' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('without ?mesa= loads no table part: a table typed in an earlier visit only shows its number', async () => {
    renderMenu();
    await screen.findByRole('heading', { name: 'Cantina da Praça', level: 1 });
    expect(screen.queryByRole('region', { name: 'Sua mesa' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chamar garçom' })).toBeNull();
  });

  it('keeps a closed restaurant’s menu visible with ordering off', async () => {
    renderMenu({ isOpen: false, closedReason: 'closed', nextOpeningAt: '2030-01-04T21:00:00Z' });
    await screen.findByText('Fechado agora');
    expect(screen.getByText(/^Abre .* às 18:00\./)).toBeTruthy();
    const add = (await screen.findByRole('button', { name: 'Adicionar Lasanha' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
  });

  it('says ‘Cardápio em breve!’ for an empty menu and ‘Restaurante não encontrado’ for a wrong link', async () => {
    renderMenu({}, []);
    await screen.findByText('Cardápio em breve!');
    stubFetch({ 'GET /api/restaurants/r1': { status: 404, body: { error: 'Restaurante não encontrado' } } });
    renderWithProviders(<MenuScreen restaurantId="r1" />);
    await screen.findByText('Verifique se o link está correto');
  });
});
