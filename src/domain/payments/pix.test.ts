import { isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { normalizePixKey, pixCopyPaste, pixKeySchema, pixKeyTypeOf } from './pix';

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF) written here independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Reads the top-level EMV fields (id, two-digit length, value) of a payload. */
function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length; ) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

// Known-good payloads: the Central Bank's BR Code manual example, and a static code with amount
// and txid from a Brazilian bank's SDK test suite.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const BANK_EXAMPLE =
  "00020126580014br.gov.bcb.pix0136a629532e-7693-4846-852d-1bbff817b5a8520400005303986540510.005802BR5908T'Challa6009Sao Paulo62090505123456304B14A";

describe('the CRC check', () => {
  it.each([MANUAL_EXAMPLE, BANK_EXAMPLE])('matches the known-good payload %s', (payload) => {
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });
});

describe('pixCopyPaste', () => {
  it('reproduces the bank example byte for byte', () => {
    const payload = pixCopyPaste({
      key: 'a629532e-7693-4846-852d-1bbff817b5a8',
      merchantName: "T'Challa",
      merchantCity: 'Sao Paulo',
      amountCents: 1000,
      txid: '12345',
    });
    expect(payload).toBe(BANK_EXAMPLE);
  });

  it('carries the exact total, the order number as txid and a valid CRC', () => {
    const payload = pixCopyPaste({
      key: '+5511987654321',
      merchantName: 'Pizzaria São João da Esquina do Bairro',
      merchantCity: 'São José dos Campos',
      amountCents: 8790,
      txid: 'A1B2C3',
    });
    const fields = emvFields(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26')).toBe('0014br.gov.bcb.pix0114+5511987654321');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('87.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Pizzaria Sao Joao da Esqu');
    expect(fields.get('60')).toBe('Sao Jose dos Ca');
    expect(fields.get('62')).toBe('0506A1B2C3');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
    expect(isValidPixPayload(payload)).toBe(true);
  });

  it.each([
    [{ amountCents: 0 }],
    [{ amountCents: -100 }],
    [{ amountCents: 10.5 }],
    [{ key: 'not a key' }],
    [{ txid: 'has spaces' }],
    [{ merchantCity: '' }],
  ])('refuses %o', (override) => {
    const input = {
      key: '52998224725',
      merchantName: 'Bar',
      merchantCity: 'Recife',
      amountCents: 100,
      txid: 'ABC123',
      ...override,
    };
    expect(() => pixCopyPaste(input)).toThrow();
  });
});

describe('PIX key validation', () => {
  it.each([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224725', '52998224725'],
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['email', ' Caixa@Pizzaria.com.BR ', 'caixa@pizzaria.com.br'],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 11 98765-4321', '+5511987654321'],
    ['phone', '5511987654321', '+5511987654321'],
    ['evp', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ] as const)('%s %s is stored as %s', (type, raw, canonical) => {
    expect(normalizePixKey(type, raw)).toBe(canonical);
    expect(pixKeyTypeOf(canonical)).toBe(type);
    expect(pixKeySchema.parse({ type, key: raw })).toEqual({ type, key: canonical });
  });

  it.each([
    ['cpf', '529.982.247-26', 'CPF inválido: confira os 11 dígitos'],
    ['cpf', 'caixa@pizzaria.com', 'CPF inválido: confira os 11 dígitos'],
    ['cnpj', '11.222.333/0001-82', 'CNPJ inválido: confira os 14 dígitos'],
    ['email', 'caixa@', 'E-mail inválido para chave PIX'],
    ['phone', '(11) 3333-4444', 'Celular inválido: use DDD e número, ex. (11) 98765-4321'],
    ['phone', '98765-4321', 'Celular inválido: use DDD e número, ex. (11) 98765-4321'],
    [
      'evp',
      '123e4567-e12b-12d1-a456',
      'Chave aleatória inválida: use o formato 123e4567-e89b-12d3-a456-426614174000',
    ],
    ['email', '   ', 'Informe a chave PIX'],
  ] as const)('%s %s is refused', (type, raw, message) => {
    const result = pixKeySchema.safeParse({ type, key: raw });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses an unknown key type', () => {
    expect(pixKeySchema.safeParse({ type: 'iban', key: 'x' }).error?.issues[0]?.message).toBe(
      'Escolha o tipo da chave PIX',
    );
  });
});
