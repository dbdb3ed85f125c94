import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { cartActions, cartStore, tableCodeStore } from '../../cart';
import type { CheckoutRestaurant, PlacedOrder } from '../types';
import { CheckoutForm } from './checkout-form';

const restaurant: CheckoutRestaurant = {
  id: 'r1',
  name: 'Cantina',
  whatsapp: '5511987654321',
  latitude: null,
  longitude: null,
  isOpen: true,
  acceptsCash: true,
  acceptsCard: true,
  acceptsPix: true,
  deliveryZones: [
    {
      id: 'z',
      name: 'Centro',
      kind: 'neighborhood',
      radiusKm: null,
      neighborhoods: ['Sé'],
      fee: '5.00',
      minOrder: '0.00',
    },
  ],
};

const placed: PlacedOrder = {
  id: 'order-abc123',
  orderNumber: 'ABC123',
  customerName: 'Ana',
  customerPhone: '5511999998888',
  status: 'pending',
  deliveryType: 'pickup',
  deliveryAddress: null,
  tableNumber: null,
  items: [{ name: 'Pizza', price: '40.00', quantity: 2, notes: null, subtotal: '80.00', options: [] }],
  subtotal: '80.00',
  deliveryFee: '0.00',
  discountApplied: '0.00',
  total: '80.00',
  notes: null,
  paymentMethod: 'cash',
  cardType: null,
  changeFor: '100.00',
  trackingUrl: 'http://localhost/rastrear-pedido?telefone=5511999998888',
};

function setup(
  answer: { status: number; body: unknown },
  routes: Parameters<typeof stubFetch>[0] = {},
  at: Partial<CheckoutRestaurant> = {},
) {
  cartStore.reload();
  cartActions.clear();
  cartActions.add({
    menuItem: { id: 'p1', restaurantId: 'r1', name: 'Pizza', price: '40.00' },
    quantity: 2,
    unitPrice: '40.00',
  });
  const popup = {
    opener: {},
    closed: false,
    close: vi.fn(),
    location: { href: '' },
    document: { title: '', body: {} },
  };
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  );
  const fetchMock = stubFetch({ 'POST /api/orders': answer, ...routes });
  const onSent = vi.fn();
  const onStale = vi.fn(async () => undefined);
  const view = renderWithProviders(
    <CheckoutForm restaurant={{ ...restaurant, ...at }} onBack={vi.fn()} onSent={onSent} onStale={onStale} />,
  );
  return { ...view, popup, fetchMock, onSent, onStale };
}

/** The order requests sent (checkout also asks whether the restaurant offers WhatsApp updates). */
const orderPosts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/orders' && init?.method === 'POST');

const send = (user: ReturnType<typeof setup>['user']) =>
  user.click(screen.getByRole('button', { name: 'Enviar Pedido via WhatsApp' }));

describe('checkout', () => {
  it('reports the rules of section 5 one by one, in order, and shows the zone’s fee', async () => {
    const { user, fetchMock } = setup({ status: 201, body: placed });
    await send(user);
    await screen.findByText('Por favor, preencha seu nome completo.');
    await user.type(screen.getByLabelText('Nome completo'), 'Ana');
    await send(user);
    await screen.findByText('Por favor, preencha seu número de telefone.');
    await user.type(screen.getByLabelText('Telefone (WhatsApp)'), '11999998888');
    await user.click(screen.getByText('Entrega', { exact: true }));
    await send(user);
    await screen.findByText('Para entrega, o endereço é obrigatório.');
    await user.type(screen.getByLabelText('Bairro'), 'Sé');
    expect(screen.getByText(/^Taxa de entrega:/).textContent).toBe('Taxa de entrega: R$ 5,00');
    await user.click(screen.getByText('Mesa', { exact: true }));
    // At a table the order goes straight to the restaurant (decision 0042), the button says so.
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('Para pedido na mesa, informe o número da mesa.');
    expect(orderPosts(fetchMock)).toEqual([]);
  });

  it('says why a CEP found nothing, keeps the address typeable, and names the area only once told', async () => {
    const { user } = setup(
      { status: 201, body: placed },
      {
        'GET /api/cep/01001000': { status: 404, body: { error: 'CEP não encontrado. Preencha o endereço.' } },
        'GET /api/cep/04101000': { status: 503 },
      },
    );
    await user.click(screen.getByText('Entrega', { exact: true }));
    expect(screen.queryByText('Endereço fora da área de entrega deste restaurante.')).toBeNull();
    const cep = screen.getByLabelText('CEP (opcional)');
    await user.type(cep, '01001000');
    await screen.findByText('CEP não encontrado. Preencha o endereço.');
    await user.clear(cep);
    await user.type(cep, '04101-000');
    await screen.findByText('Não foi possível buscar o CEP agora; digite o endereço.');
    await user.type(screen.getByLabelText('Endereço de entrega'), 'Rua Vergueiro, 10');
    expect(screen.getByLabelText<HTMLInputElement>('Endereço de entrega').value).toBe('Rua Vergueiro, 10');
    expect(screen.queryByText('Endereço fora da área de entrega deste restaurante.')).toBeNull();
    await user.type(screen.getByLabelText('Bairro'), 'Moema');
    await screen.findByText('Endereço fora da área de entrega deste restaurante.');
  });

  it('lists the coupon in the summary, so its lines add up to the total', async () => {
    const { user } = setup(
      { status: 201, body: placed },
      { 'POST /api/restaurants/r1/coupons/validate': { body: { code: 'BEMVINDO', discount: '8.00' } } },
    );
    cartActions.setCustomerInfo({ name: 'Ana', phone: '(11) 99999-8888' });
    await user.type(screen.getByLabelText('Cupom de desconto (opcional)'), 'bemvindo');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    const summary = within(await screen.findByRole('region', { name: 'Resumo do pedido' }));
    const row = (label: string) => summary.getByText(label).parentElement?.textContent;
    expect(await summary.findByText('Cupom')).toBeTruthy();
    expect(row('Subtotal')).toBe('SubtotalR$ 80,00');
    expect(row('Cupom')).toBe('Cupom-R$ 8,00');
    expect(row('Total')).toBe('TotalR$ 72,00');
  });

  it('records the order first, then points the WhatsApp window at wa.me and clears the cart', async () => {
    const { user, popup, fetchMock, onSent } = setup({ status: 201, body: placed });
    cartActions.setCustomerInfo({ name: 'Ana', phone: '(11) 99999-8888' });
    await send(user);
    await screen.findByText('Escolha a forma de pagamento', { selector: 'p' });
    expect(orderPosts(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    await user.type(screen.getByLabelText('Troco para (opcional)'), '100');
    await send(user);
    await screen.findByText('Pedido enviado!');
    const [, init] = orderPosts(fetchMock)[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      restaurantId: 'r1',
      customerPhone: '(11) 99999-8888',
      deliveryType: 'pickup',
      total: '80.00',
      items: [{ menuItemId: 'p1', quantity: 2, notes: '', optionIds: [] }],
      paymentMethod: 'cash',
      changeFor: '100',
    });
    const url = new URL(popup.location.href);
    expect(url.origin + url.pathname).toBe('https://wa.me/5511987654321');
    expect(url.searchParams.get('text')).toMatch(/^\*Novo pedido #ABC123\*\n\n\*Cliente:\* Ana\n/);
    expect(url.searchParams.get('text')).toContain('\nPagamento: Dinheiro — troco para R$ 100,00\n');
    expect(popup.opener).toBeNull();
    expect(cartStore.get().items).toEqual([]);
    expect(onSent).toHaveBeenCalled();
    expect(screen.getByText('Seu pedido foi enviado para o restaurante via WhatsApp.')).toBeTruthy();
  });

  it('closes the window, keeps the cart and reloads prices when the server says they changed', async () => {
    const { user, popup, onStale } = setup({
      status: 409,
      body: { error: 'Os preços mudaram, revise seu pedido', fields: { total: '90.00' } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cartActions.setCustomerInfo({ name: 'Ana', phone: '(11) 99999-8888' });
    await user.click(screen.getByRole('radio', { name: 'PIX' }));
    await send(user);
    await screen.findByText('Erro ao enviar pedido');
    expect(screen.getByText('Os preços mudaram, revise seu pedido')).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
    expect(onStale).toHaveBeenCalled();
    expect(cartStore.get().items).toHaveLength(1);
  });

  it('at a table sends the order straight to the restaurant: name optional, no WhatsApp window', async () => {
    const atTable = { ...placed, deliveryType: 'table' as const, tableNumber: '7', customerName: 'Mesa 7' };
    const { user, fetchMock, onSent } = setup({ status: 201, body: atTable });
    cartActions.startAt('r1', '7');
    cartActions.setCustomerInfo({ phone: '(11) 99999-8888' });
    expect(await screen.findByLabelText('Seu nome (opcional)')).toBeTruthy();
    expect(screen.queryByLabelText('Código da mesa')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('O restaurante já recebeu seu pedido.');
    expect(window.open).not.toHaveBeenCalled();
    const body = JSON.parse(String((orderPosts(fetchMock)[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ customerName: '', deliveryType: 'table', tableNumber: '7' });
    expect(body.tableCode).toBeUndefined();
    expect(onSent).toHaveBeenCalledWith({ order: atTable, whatsappUrl: '' });
  });

  it("asks the table's code when the restaurant requires it, and the name when it asks for it", async () => {
    const { user, fetchMock } = setup(
      { status: 403, body: { error: 'Código da mesa incorreto. Confira o cartão da mesa.' } },
      {},
      { tableCodeRequired: true, tableAsksName: true, tableOrdersViaWhatsapp: true },
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cartActions.startAt('r1', '7');
    cartActions.setCustomerInfo({ phone: '(11) 99999-8888' });
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    await send(user);
    await screen.findByText('Por favor, preencha seu nome completo.');
    await user.type(screen.getByLabelText('Nome completo'), 'Ana');
    await send(user);
    await screen.findByText('Digite o código impresso no cartão da mesa.');
    expect(orderPosts(fetchMock)).toEqual([]);
    await user.type(screen.getByLabelText('Código da mesa'), 'k7ph');
    await send(user);
    await screen.findByText('Código da mesa incorreto. Confira o cartão da mesa.');
    const body = JSON.parse(String((orderPosts(fetchMock)[0] as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ customerName: 'Ana', tableNumber: '7', tableCode: 'K7PH' });
    expect(cartStore.get().items).toHaveLength(1);
    tableCodeStore.set('');
  });

  it("asks 'CPF na nota?' only where the restaurant says so, refuses wrong check digits and sends the digits", async () => {
    const atTable = { ...placed, deliveryType: 'table' as const, tableNumber: '7', customerName: 'Mesa 7' };
    const { user, fetchMock } = setup({ status: 201, body: atTable }, {}, { askCpfAtCheckout: true });
    cartActions.startAt('r1', '7');
    cartActions.setCustomerInfo({ phone: '(11) 99999-8888' });
    await user.click(screen.getByRole('radio', { name: 'Dinheiro' }));
    const cpf = await screen.findByLabelText('CPF na nota? (opcional)');
    await user.type(cpf, '52998224724');
    expect((cpf as HTMLInputElement).value).toBe('529.982.247-24');
    expect(screen.getByText('CPF inválido. Confira os 11 dígitos.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(orderPosts(fetchMock)).toEqual([]);
    await user.clear(cpf);
    await user.type(cpf, '529.982.247-25');
    await user.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    await screen.findByText('O restaurante já recebeu seu pedido.');
    const body = JSON.parse(String((orderPosts(fetchMock)[0] as [string, RequestInit])[1].body));
    expect(body.cpf).toBe('52998224725');
  });

  it('neither asks nor sends a CPF where the restaurant does not ask it', async () => {
    setup({ status: 201, body: placed });
    await screen.findByLabelText('Nome completo');
    expect(screen.queryByLabelText('CPF na nota? (opcional)')).toBeNull();
  });
});
