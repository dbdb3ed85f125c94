import { describe, expect, it } from 'vitest';
import {
  ALL_TEMPLATES,
  bodyVariableAtEdge,
  codeTemplateComponents,
  orderTemplateParameters,
  receiptTemplateParameters,
  TEMPLATES,
  templateForStatus,
} from './whatsapp-templates';

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

  it('never starts or ends a body with a variable, punctuation after it included (Meta 2388299)', () => {
    expect(bodyVariableAtEdge('Seu pedido #{{1}} foi cancelado. Motivo: {{2}}.')).toBe('end');
    expect(bodyVariableAtEdge('Retirada em {{2}}')).toBe('end');
    expect(bodyVariableAtEdge('{{1}}, seu pedido chegou.')).toBe('start');
    expect(bodyVariableAtEdge('Olá, {{1}}! Tudo certo.')).toBeNull();
    const bodies = ALL_TEMPLATES.flatMap((template) =>
      (template.components as { type: string; text?: string }[]).filter((c) => c.type === 'BODY' && c.text),
    );
    expect(bodies.length).toBe(ALL_TEMPLATES.length - 1);
    for (const body of bodies) expect(bodyVariableAtEdge(body.text!), body.text).toBeNull();
  });

  it('gives every variable of a body an example, numbered in order', () => {
    for (const template of ALL_TEMPLATES) {
      const body = (
        template.components as { type: string; text?: string; example?: { body_text: string[][] } }[]
      ).find((c) => c.type === 'BODY' && c.text);
      if (!body) continue;
      const numbers = [...body.text!.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
      expect(body.example!.body_text[0]).toHaveLength(numbers.length);
    }
  });

  it('reworded the cancelled and pickup bodies under new names (issue 36)', () => {
    expect(TEMPLATES.cancelled.name).toBe('comanda_pedido_cancelado_v2');
    expect(TEMPLATES.readyForPickup.name).toBe('comanda_pedido_pronto_retirada_v2');
  });

  it("sends the NFC-e's consult page and its access key in groups of four", () => {
    expect(
      receiptTemplateParameters({
        number: 'A1B2C3',
        restaurantName: 'Pizzaria Bella',
        consultUrl: 'https://www.nfce.fazenda.sp.gov.br/consulta',
        accessKey: '35260112345678000190650010000001211000000017',
      }).map((p) => p.text),
    ).toEqual([
      'A1B2C3',
      'Pizzaria Bella',
      'https://www.nfce.fazenda.sp.gov.br/consulta',
      '3526 0112 3456 7800 0190 6500 1000 0001 2110 0000 0017',
    ]);
  });
});
