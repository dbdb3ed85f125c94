import { describe, expect, it } from 'vitest';
import { brandingSchema, deliveryZoneSchema, orderSettingsSchema } from './store-settings.schemas';
import { brazilianWhatsappSchema } from './whatsapp';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('brazilianWhatsappSchema', () => {
  it.each([
    ['(11) 99999-8888', '5511999998888'],
    ['+55 (11) 99999-8888', '5511999998888'],
    ['55 11 9 9999 8888', '5511999998888'],
    ['011 99999-8888', '5511999998888'],
    ['(011) 3333-4444', '551133334444'],
    ['11 3333-4444', '551133334444'],
    ['5521987654321', '5521987654321'],
  ])('%s -> %s', (typed, digits) => {
    expect(brazilianWhatsappSchema.parse(typed)).toBe(digits);
  });

  it.each(['', '9999-8888', '(11) 89999-8888', '(11) 9999-8888', '(01) 99999-8888', '+1 415 555 0100'])(
    'refuses %j',
    (typed) => {
      expect(brazilianWhatsappSchema.safeParse(typed).success).toBe(false);
    },
  );
});

describe('brandingSchema', () => {
  const valid = { name: 'Cantina', address: 'Rua A, 1', whatsapp: '(11) 99999-8888' };

  it('normalises state, CEP and coordinates', () => {
    const parsed = brandingSchema.parse({
      ...valid,
      state: 'sp',
      zipCode: '01310100',
      latitude: '-23,5505',
      longitude: -46.6333,
      description: '',
    });
    expect(parsed).toMatchObject({
      state: 'SP',
      zipCode: '01310-100',
      latitude: '-23.5505',
      longitude: '-46.6333',
      description: null,
    });
  });

  it('leaves absent optional fields undefined, so a partial form keeps them', () => {
    const parsed = brandingSchema.parse(valid);
    expect(parsed.city).toBeUndefined();
    expect(parsed.latitude).toBeUndefined();
  });

  it.each([
    [{ ...valid, name: '' }, 'Nome do restaurante é obrigatório'],
    [{ ...valid, address: ' ' }, 'Endereço é obrigatório'],
    [{ ...valid, state: 'XX' }, 'Estado inválido: use a sigla, ex. SP'],
    [{ ...valid, zipCode: '123' }, 'CEP inválido: use 8 dígitos, ex. 01310-100'],
    [{ ...valid, latitude: '91', longitude: '0' }, 'Latitude fora do intervalo (até 90)'],
    [{ ...valid, latitude: 'abc', longitude: '0' }, 'Latitude inválida: use um número como -23.5505'],
    [{ ...valid, latitude: '-23.5', longitude: '' }, 'Informe latitude e longitude juntas'],
    [{ ...valid, logoUrl: 'data:image/png;base64,AAA' }, 'Endereço da imagem inválido'],
  ])('refuses %# with "%s"', (input, message) => {
    expect(firstError(brandingSchema.safeParse(input))).toBe(message);
  });
});

describe('orderSettingsSchema', () => {
  const valid = {
    acceptsPickup: true,
    acceptsDelivery: false,
    acceptsTable: false,
    acceptsCash: false,
    acceptsCard: false,
    acceptsPix: true,
    tableCount: 12,
    halfAndHalfPricing: 'average',
  };

  it('accepts one order type and one payment method', () => {
    expect(orderSettingsSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, acceptsPickup: false }, 'Aceite pelo menos um tipo de pedido'],
    [{ ...valid, acceptsPix: false }, 'Aceite pelo menos uma forma de pagamento'],
    [{ ...valid, tableCount: 501 }, 'Número de mesas inválido: use de 0 a 500'],
    [{ ...valid, halfAndHalfPricing: 'lowest' }, 'Regra de meio a meio inválida'],
  ])('refuses %# with "%s"', (input, message) => {
    expect(firstError(orderSettingsSchema.safeParse(input))).toBe(message);
  });
});

describe('deliveryZoneSchema', () => {
  it('parses a radius zone with money in cents', () => {
    expect(
      deliveryZoneSchema.parse({
        name: 'Até 3 km',
        kind: 'radius',
        radiusKm: '3,5',
        fee: '5,00',
        minOrder: '20',
      }),
    ).toEqual({
      name: 'Até 3 km',
      kind: 'radius',
      radiusKm: 3.5,
      neighborhoods: [],
      fee: 500,
      minOrder: 2000,
      isActive: true,
    });
  });

  it.each([
    [{ name: 'Z', kind: 'radius', fee: 0 }, 'Informe o raio em km'],
    [{ name: 'Z', kind: 'radius', radiusKm: 0, fee: 0 }, 'Raio inválido: use de 0,1 a 100 km'],
    [{ name: 'Z', kind: 'neighborhood', fee: 0 }, 'Informe pelo menos um bairro'],
    [{ name: 'Z', kind: 'radius', radiusKm: 2, fee: '-1' }, 'A taxa de entrega não pode ser menor que zero'],
    [{ name: '', kind: 'radius', radiusKm: 2, fee: 1 }, 'Nome da zona é obrigatório'],
  ])('refuses %# with "%s"', (input, message) => {
    expect(firstError(deliveryZoneSchema.safeParse(input))).toBe(message);
  });
});
