import { describe, expect, it } from 'vitest';
import { codeTemplateComponents, orderTemplateParameters, templateForStatus } from './whatsapp-templates';

const facts = {
  number: 'A1B2C3',
  customerName: '  Maria   da Silva ',
  restaurantName: 'Pizzaria\tBella',
  estimatedMinutes: null,
  cancellationReason: 'Sem\nentregador',
  pointsEarned: 45,
};

describe('WhatsApp templates', () => {
  it('announces the statuses the issue lists, and "ready" only to pickup diners', () => {
    expect(templateForStatus('pending', 'delivery')).toBe('received');
    expect(templateForStatus('preparing', 'delivery')).toBeNull();
    expect(templateForStatus('ready', 'pickup')).toBe('readyForPickup');
    expect(templateForStatus('ready', 'delivery')).toBeNull();
    expect(templateForStatus('out_for_delivery', 'delivery')).toBe('outForDelivery');
  });

  it('sends parameters Meta accepts: no new lines or tabs, never empty', () => {
    expect(orderTemplateParameters('received', facts).map((p) => p.text)).toEqual([
      'Maria',
      'A1B2C3',
      'Pizzaria Bella',
    ]);
    expect(orderTemplateParameters('cancelled', facts).map((p) => p.text)).toEqual([
      'A1B2C3',
      'Sem entregador',
    ]);
    expect(orderTemplateParameters('delivered', facts).map((p) => p.text)).toEqual(['A1B2C3', 'Maria', '45']);
  });

  it('puts the code in the body and on the copy-code button (Meta OTP sample)', () => {
    expect(codeTemplateComponents('123456')[1]).toEqual({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: '123456' }],
    });
  });
});
