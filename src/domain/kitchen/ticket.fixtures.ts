/**
 * Tickets for the kitchen's tests and the pictures in docs/kitchen: a dining-room order for the
 * kitchen with options, half-and-half, notes and an allergy; the bar's part of it; a delivery's
 * counter copy with address, payment, change and the tracking QR; and a table's pre-bill.
 */

import { line, settings, totalsOf } from '../bills/bills.fixtures';
import type { PreBillInput } from '../bills/pre-bill';
import type { PrinterSettings } from './printers';
import type { KitchenTicket } from './ticket';

export type TicketPrinter = Pick<PrinterSettings, 'family' | 'columns' | 'codePage' | 'cut'>;

export const PRINTER_80: TicketPrinter = { family: 'epson', columns: 48, codePage: 'cp860', cut: true };
export const PRINTER_80_42: TicketPrinter = { family: 'bematech', columns: 42, codePage: 'cp850', cut: true };
export const PRINTER_58: TicketPrinter = { family: 'elgin', columns: 32, codePage: 'cp860', cut: false };
export const PRINTER_STAR: TicketPrinter = { family: 'star', columns: 48, codePage: 'cp860', cut: true };

export function kitchenTicket(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    kind: 'cozinha',
    stationName: 'Cozinha',
    restaurantName: 'Cantina da Nonna',
    orderNumber: '#1042',
    sourceLabel: 'Garçom: Carlos',
    serviceLabel: 'MESA 7',
    placedAt: '28/11 19:42',
    reprint: false,
    lines: [
      {
        quantity: 2,
        name: 'X-Burguer Artesanal com Queijo Coalho e Cebola Caramelizada',
        options: ['Ponto: Ao ponto', '+ Bacon', '+ Ovo'],
        flavours: [],
        notes: 'Sem maionese, pão bem tostado',
        allergy: false,
      },
      {
        quantity: 1,
        name: 'Pizza Grande',
        options: ['Borda: Catupiry'],
        flavours: ['1/2 Calabresa', '1/2 Portuguesa'],
        notes: null,
        allergy: false,
      },
      {
        quantity: 1,
        name: 'Risoto de Camarão',
        options: [],
        flavours: [],
        notes: 'Alergia a amendoim e castanhas: não usar a mesma panela do molho',
        allergy: true,
      },
    ],
    orderNotes: 'Servir a pizza primeiro, as crianças estão com fome',
    counter: null,
    trackingUrl: null,
    ...overrides,
  };
}

export function barTicket(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return kitchenTicket({
    stationName: 'Bar',
    lines: [
      {
        quantity: 2,
        name: 'Caipirinha de Limão',
        options: ['Cachaça: Salinas', 'Pouco açúcar'],
        flavours: [],
        notes: null,
        allergy: false,
      },
      {
        quantity: 1,
        name: 'Suco de Laranja 500 ml',
        options: ['Sem gelo'],
        flavours: [],
        notes: 'Sem lactose no copo: intolerância',
        allergy: true,
      },
      { quantity: 3, name: 'Água com Gás', options: [], flavours: [], notes: null, allergy: false },
    ],
    orderNotes: null,
    ...overrides,
  });
}

export function counterTicket(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return kitchenTicket({
    kind: 'balcao',
    stationName: 'Caixa',
    orderNumber: '#1043',
    sourceLabel: 'iFood',
    serviceLabel: 'ENTREGA',
    placedAt: '28/11 19:47',
    lines: [
      {
        quantity: 1,
        name: 'Pizza Grande',
        options: ['Borda: Cheddar'],
        flavours: ['1/2 Frango com Catupiry', '1/2 Quatro Queijos'],
        notes: 'Cortar em 12 pedaços',
        allergy: false,
      },
      { quantity: 2, name: 'Guaraná Antarctica 2 L', options: [], flavours: [], notes: null, allergy: false },
    ],
    orderNotes: 'Interfone quebrado, ligar ao chegar',
    counter: {
      customerName: 'Joana Araújo',
      customerPhone: '(11) 98765-4321',
      address: [
        'Rua Conselheiro Brotero, 1234, apto 52 bloco B',
        'Santa Cecília, São Paulo',
        'Referência: em frente à padaria São Jorge',
      ],
      payment: 'Dinheiro',
      change: 'Troco para R$ 100,00 (levar R$ 12,10)',
      totals: [
        { label: 'Subtotal', amount: 'R$ 79,90' },
        { label: 'Taxa de entrega', amount: 'R$ 8,00' },
        { label: 'Total', amount: 'R$ 87,90' },
      ],
    },
    trackingUrl: 'https://comanda.app/p/cantina-da-nonna/pedido/8f3a2c1e',
    ...overrides,
  });
}

const billLines = [
  line('l1', 8990, 2, { name: 'Picanha na chapa para dois' }),
  line('l2', 1800, 3, { name: 'Caipirinha de limão' }),
  line('l3', 2990, 1, { name: 'Porção de batata frita com cheddar e bacon' }),
  line('l4', 650, 2, { name: 'Água com gás' }),
];

export function preBill(overrides: Partial<PreBillInput> = {}): Omit<PreBillInput, 'paper'> {
  return {
    restaurantName: 'Cantina da Nonna',
    tableLabel: 'Mesa 7',
    people: 4,
    openedAt: '2026-11-28T22:05:00Z',
    printedAt: '2026-11-28T23:58:00Z',
    waiterName: 'Carlos',
    lines: billLines,
    totals: totalsOf(billLines, {
      people: 4,
      settings: settings({ couvertCents: 1200 }),
      discounts: [{ kind: 'coupon', cents: 1000, code: 'BEMVINDO' }],
    }),
    ...overrides,
  };
}
