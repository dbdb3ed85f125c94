import { describe, expect, it } from 'vitest';
import { formatWhatsAppMessage, trackingUrl, type WhatsAppOrder, whatsappUrl } from './whatsapp-message';

const delivery: WhatsAppOrder = {
  orderNumber: 'A1B2C3',
  customerName: 'Maria Souza',
  customerPhone: '5511999998888',
  deliveryType: 'delivery',
  deliveryAddress: 'Rua das Flores, 123 - Vila Mariana',
  items: [
    {
      name: 'Pizza Margherita',
      quantity: 2,
      price: '74.90',
      notes: 'sem cebola',
      subtotal: '149.80',
      options: [
        { groupName: 'Tamanho', name: 'Grande', price: '15.00' },
        { groupName: 'Adicionais', name: 'Bacon', price: '5.00' },
        { groupName: 'Adicionais', name: 'Ovo', price: '0.00' },
      ],
    },
    { name: 'Refrigerante lata', quantity: 1, price: '7.00', notes: '', subtotal: '7.00', options: [] },
  ],
  subtotal: '156.80',
  deliveryFee: '5.00',
  discountApplied: '0.00',
  total: '161.80',
  notes: 'Interfone quebrado',
  paymentMethod: 'cash',
  changeFor: '200.00',
  trackingUrl: 'https://comanda.app.br/rastrear-pedido?telefone=5511999998888',
};

describe('formatWhatsAppMessage', () => {
  it('writes a delivery order exactly', () => {
    expect(formatWhatsAppMessage(delivery)).toBe(
      [
        '*Novo pedido #A1B2C3*',
        '',
        '*Cliente:* Maria Souza',
        '*Telefone:* +55 (11) 99999-8888',
        '*Tipo:* Entrega',
        '*Endereço:* Rua das Flores, 123 - Vila Mariana',
        '',
        '*Itens:*',
        '1. 2x Pizza Margherita - R$ 74,90 cada',
        '   • Tamanho: Grande (+R$ 15,00)',
        '   • Adicionais: Bacon (+R$ 5,00), Ovo',
        '   Obs.: sem cebola',
        '   Subtotal: R$ 149,80',
        '2. 1x Refrigerante lata - R$ 7,00 cada',
        '   Subtotal: R$ 7,00',
        '',
        'Subtotal: R$ 156,80',
        'Taxa de entrega: R$ 5,00',
        '*Total: R$ 161,80*',
        'Pagamento: Dinheiro — troco para R$ 200,00',
        '',
        '*Observações:* Interfone quebrado',
        '',
        'Acompanhe seu pedido: https://comanda.app.br/rastrear-pedido?telefone=5511999998888',
      ].join('\n'),
    );
  });

  it('writes a table order with its table, no fee line, a discount and no notes', () => {
    const message = formatWhatsAppMessage({
      ...delivery,
      deliveryType: 'table',
      deliveryAddress: null,
      tableNumber: '7',
      items: [delivery.items[1]!],
      subtotal: '7.00',
      deliveryFee: '0.00',
      discountApplied: '2.00',
      total: '5.00',
      notes: null,
      paymentMethod: 'pix',
      changeFor: null,
    });
    expect(message).toBe(
      [
        '*Novo pedido #A1B2C3*',
        '',
        '*Cliente:* Maria Souza',
        '*Telefone:* +55 (11) 99999-8888',
        '*Tipo:* Mesa',
        '*Mesa:* 7',
        '',
        '*Itens:*',
        '1. 1x Refrigerante lata - R$ 7,00 cada',
        '   Subtotal: R$ 7,00',
        '',
        'Subtotal: R$ 7,00',
        'Desconto: -R$ 2,00',
        '*Total: R$ 5,00*',
        'Pagamento via PIX',
        '',
        'Acompanhe seu pedido: https://comanda.app.br/rastrear-pedido?telefone=5511999998888',
      ].join('\n'),
    );
  });

  it('names the reward redeemed under the discount, and a gift that takes nothing off', () => {
    const table = { ...delivery, deliveryType: 'table' as const, deliveryAddress: null, tableNumber: '7' };
    const soda = formatWhatsAppMessage({
      ...table,
      discountApplied: '7.00',
      loyaltyRewardName: 'Refrigerante lata grátis',
      loyaltyPointsUsed: 80,
    });
    expect(soda).toContain(
      'Desconto: -R$ 7,00\nRecompensa: Refrigerante lata grátis (80 pontos)\n*Total: R$ 161,80*',
    );
    const gift = formatWhatsAppMessage({
      ...table,
      discountApplied: '0.00',
      loyaltyRewardName: 'Sobremesa surpresa',
      loyaltyPointsUsed: 1,
    });
    expect(gift).toContain('Subtotal: R$ 156,80\nRecompensa: Sobremesa surpresa (1 ponto)\n*Total:');
    expect(formatWhatsAppMessage(table)).not.toContain('Recompensa');
  });

  it('names pickup orders and gives no place line', () => {
    const message = formatWhatsAppMessage({ ...delivery, deliveryType: 'pickup', deliveryAddress: null });
    expect(message).toContain('*Tipo:* Retirada\n\n*Itens:*');
    expect(message).not.toContain('Taxa de entrega');
  });

  it('names the card type, and leaves the payment out when none was chosen', () => {
    const card = formatWhatsAppMessage({ ...delivery, paymentMethod: 'card', cardType: 'credit' });
    expect(card).toContain('*Total: R$ 161,80*\nPagamento: Cartão na entrega (crédito)\n');
    const pickup = { ...delivery, deliveryType: 'pickup' as const, deliveryAddress: null };
    expect(formatWhatsAppMessage({ ...pickup, paymentMethod: 'card', cardType: 'debit' })).toContain(
      'Pagamento: Cartão na retirada (débito)',
    );
    const table = { ...delivery, deliveryType: 'table' as const, deliveryAddress: null, tableNumber: '7' };
    expect(formatWhatsAppMessage({ ...table, paymentMethod: 'card', cardType: null })).toContain(
      'Pagamento: Cartão na mesa\n',
    );
    const none = formatWhatsAppMessage({ ...delivery, paymentMethod: null, changeFor: null });
    expect(none).not.toContain('Pagamento');
  });
});

describe('links', () => {
  it('opens wa.me with the restaurant’s digits and the encoded message', () => {
    expect(whatsappUrl('+55 (11) 98765-4321', 'Olá & até já\n#1')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9%20j%C3%A1%0A%231',
    );
    expect(whatsappUrl('(11) 98765-4321', 'x')).toBe('https://wa.me/5511987654321?text=x');
  });

  it('builds the tracking link from the site’s address', () => {
    expect(trackingUrl('http://localhost:3000/', '(11) 99999-8888')).toBe(
      'http://localhost:3000/rastrear-pedido?telefone=5511999998888',
    );
  });
});
