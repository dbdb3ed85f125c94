import { describe, expect, it } from 'vitest';
import { GIRASSOL_ADDRESS, GIRASSOL_ADDRESS_LINE } from '../../../test/fixtures/delivery-address';
import { sourceLabel, type TicketOrder, ticketFromOrder, ticketLine, ticketTime } from './ticket-from-order';

const order: TicketOrder = {
  id: 'a1b2c3d4-0000-4000-8000-00000000abcd',
  createdAt: new Date('2026-11-28T22:05:00Z'),
  deliveryType: 'delivery',
  tableNumber: null,
  orderSource: 'direct',
  takenByName: null,
  takenByRole: null,
  customerName: 'Ana Souza',
  customerPhone: '5511977771234',
  deliveryAddress: 'Rua das Flores, 10, ap 32, perto da padaria - Centro',
  notes: 'Tocar o interfone',
  paymentMethod: 'cash',
  cardType: null,
  changeFor: '1300.00',
  paidAt: null,
  subtotal: '1234.50',
  deliveryFee: '8.00',
  discountApplied: '5.00',
  total: '1237.50',
};

const pizza = {
  id: 'line-1',
  quantity: 1,
  name: 'Pizza Grande',
  notes: 'Alergia a amendoim',
  options: [
    { groupName: 'Sabores', groupKind: 'flavors', name: 'Calabresa' },
    { groupName: 'Sabores', groupKind: 'flavors', name: 'Marguerita' },
    { groupName: 'Borda', groupKind: 'standard', name: 'Catupiry' },
  ],
};
const soda = { id: 'line-2', quantity: 2, name: 'Guaraná lata', notes: null, options: [] };

describe('ticketFromOrder', () => {
  it('gives a production station its lines with the halves each on their own line and the allergy marked', () => {
    const ticket = ticketFromOrder({
      order,
      lines: [pizza],
      station: { name: 'Cozinha', kind: 'producao' },
      restaurantName: 'Cantina',
      timeZone: 'America/Sao_Paulo',
      publicUrl: 'https://comanda.example/',
    });
    expect(ticket).toMatchObject({
      kind: 'cozinha',
      stationName: 'Cozinha',
      orderNumber: '#00ABCD',
      sourceLabel: 'Cardápio digital',
      serviceLabel: 'ENTREGA',
      placedAt: '28/11 19:05',
      reprint: false,
      orderNotes: 'Tocar o interfone',
      counter: null,
      trackingUrl: 'https://comanda.example/rastrear-pedido?telefone=5511977771234',
    });
    expect(ticket.lines).toEqual([
      {
        quantity: 1,
        name: 'Pizza Grande',
        flavours: ['1/2 Calabresa', '1/2 Marguerita'],
        options: ['Borda: Catupiry'],
        notes: 'Alergia a amendoim',
        allergy: true,
      },
    ]);
  });

  it('gives the counter the whole order with customer, address, payment, change and totals in reais', () => {
    const ticket = ticketFromOrder({
      order,
      lines: [pizza, soda],
      station: { name: 'Caixa', kind: 'caixa' },
      restaurantName: 'Cantina',
      reprint: true,
    });
    expect(ticket.kind).toBe('balcao');
    expect(ticket.reprint).toBe(true);
    expect(ticket.lines.map((line) => line.name)).toEqual(['Pizza Grande', 'Guaraná lata']);
    expect(ticket.counter).toEqual({
      customerName: 'Ana Souza',
      customerPhone: '+55 (11) 97777-1234',
      address: ['Rua das Flores, 10, ap 32, perto da padaria', 'Centro'],
      payment: 'Dinheiro',
      change: 'Troco para R$ 1.300,00 (levar R$ 62,50)',
      totals: [
        { label: 'Subtotal', amount: 'R$ 1.234,50' },
        { label: 'Taxa de entrega', amount: 'R$ 8,00' },
        { label: 'Desconto', amount: '-R$ 5,00' },
        { label: 'Total', amount: 'R$ 1.237,50' },
      ],
    });
    // No public address known: no tracking QR.
    expect(ticket.trackingUrl).toBeNull();
  });

  it('reads a table order taken by a waiter, paid by PIX, without a tracking link', () => {
    const ticket = ticketFromOrder({
      order: {
        ...order,
        deliveryType: 'table',
        tableNumber: '7',
        takenByName: 'Carlos',
        takenByRole: 'garcom',
        paymentMethod: 'pix',
        changeFor: null,
        paidAt: new Date(),
        deliveryFee: '0.00',
        discountApplied: '0.00',
        subtotal: '12.00',
        total: '12.00',
        deliveryAddress: null,
      },
      lines: [soda],
      station: { name: 'Caixa', kind: 'caixa' },
      restaurantName: 'Cantina',
      publicUrl: 'https://comanda.example',
    });
    expect(ticket.serviceLabel).toBe('MESA 7');
    expect(ticket.sourceLabel).toBe('Garçom: Carlos');
    expect(ticket.trackingUrl).toBeNull();
    expect(ticket.counter).toMatchObject({
      address: [],
      payment: 'PIX (pago)',
      change: null,
      totals: [
        { label: 'Subtotal', amount: 'R$ 12,00' },
        { label: 'Total', amount: 'R$ 12,00' },
      ],
    });
  });

  it('computes the change to take from the total', () => {
    const ticket = ticketFromOrder({
      order: { ...order, total: '67.50', changeFor: '100.00' },
      lines: [soda],
      station: { name: 'Caixa', kind: 'caixa' },
      restaurantName: 'Cantina',
    });
    expect(ticket.counter?.change).toBe('Troco para R$ 100,00 (levar R$ 32,50)');
  });
});

describe('an iFood order on the counter ticket', () => {
  it('prints the address part by part (number, complement, reference, CEP) and the card brand', () => {
    const ticket = ticketFromOrder({
      order: {
        ...order,
        orderSource: 'ifood',
        deliveryAddress: GIRASSOL_ADDRESS_LINE,
        deliveryAddressDetails: GIRASSOL_ADDRESS,
        paymentMethod: 'card',
        cardType: 'credit',
        cardBrand: 'MASTERCARD',
        changeFor: null,
      },
      lines: [soda],
      station: { name: 'Caixa', kind: 'caixa' },
      restaurantName: 'Cantina',
      timeZone: 'America/Sao_Paulo',
    });
    expect(ticket.counter?.address).toEqual([
      'Rua Girassol, 1200 — Apto 42',
      'Bairro: Vila Madalena',
      'São Paulo - SP · CEP 05433-002',
      'Referência: Portão azul',
    ]);
    expect(ticket.counter?.payment).toContain('MASTERCARD');
  });
});

describe('ticketLine', () => {
  it('falls back to the group name for lines stored before the kind was kept', () => {
    const line = ticketLine({
      id: 'x',
      quantity: 1,
      name: 'Pizza',
      notes: '  ',
      options: [
        { groupName: 'Escolha 2 sabores', name: 'Atum' },
        { groupName: 'Escolha 2 sabores', name: 'Portuguesa' },
        { groupName: 'Tamanho', name: 'Grande' },
      ],
    });
    expect(line.flavours).toEqual(['1/2 Atum', '1/2 Portuguesa']);
    expect(line.options).toEqual(['Tamanho: Grande']);
    expect(line.notes).toBeNull();
    expect(line.allergy).toBe(false);
  });

  it('prints a single flavour as an ordinary choice and three as thirds', () => {
    expect(
      ticketLine({
        id: 'x',
        quantity: 1,
        name: 'Pizza',
        notes: null,
        options: [{ groupName: 'Sabor', groupKind: 'flavors', name: 'Atum' }],
      }),
    ).toMatchObject({ flavours: [], options: ['Sabor: Atum'] });
    expect(
      ticketLine({
        id: 'x',
        quantity: 1,
        name: 'Pizza',
        notes: null,
        options: ['A', 'B', 'C'].map((name) => ({ groupName: 'Sabores', groupKind: 'flavors', name })),
      }).flavours,
    ).toEqual(['1/3 A', '1/3 B', '1/3 C']);
  });
});

describe('labels', () => {
  it('names the source and the time', () => {
    expect(sourceLabel({ orderSource: 'ifood', takenByName: null, takenByRole: null })).toBe('iFood');
    expect(sourceLabel({ orderSource: 'direct', takenByName: null, takenByRole: 'dono' })).toBe('Balcão');
    expect(ticketTime(new Date('2026-01-05T03:07:00Z'), 'America/Manaus')).toBe('04/01 23:07');
  });
});
