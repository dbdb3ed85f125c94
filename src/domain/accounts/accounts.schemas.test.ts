import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './accounts.schemas';

const valid = {
  name: 'Cantina da Nonna',
  whatsapp: '(11) 99999-8888',
  address: 'Rua Augusta, 100 - São Paulo',
  email: 'Dono@Cantina.com.br ',
  password: 'segredo1',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('registerSchema', () => {
  it('normalises e-mail and WhatsApp', () => {
    const parsed = registerSchema.parse(valid);
    expect(parsed.email).toBe('dono@cantina.com.br');
    expect(parsed.whatsapp).toBe('5511999998888');
  });

  it.each([
    [{ name: '  ' }, 'Nome do restaurante é obrigatório'],
    [{ whatsapp: '' }, 'WhatsApp é obrigatório'],
    [{ whatsapp: '1234' }, 'WhatsApp inválido: informe DDD e número, ex. (11) 99999-8888'],
    [{ address: '' }, 'Endereço é obrigatório'],
    [{ email: 'não-é-email' }, 'E-mail inválido'],
    [{ password: '12345' }, 'A senha deve ter pelo menos 6 caracteres'],
    [{ latitude: '12.1234567' }, 'Latitude inválida'],
    [{ longitude: '181' }, 'Longitude fora do intervalo'],
  ])('%o -> %s', (override, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });

  it('accepts coordinates with 6 decimals and drops unknown fields', () => {
    const parsed = registerSchema.parse({ ...valid, latitude: '-23.561414', plan: 'premium', id: 'x' });
    expect(parsed.latitude).toBe('-23.561414');
    expect(parsed).not.toHaveProperty('plan');
    expect(parsed).not.toHaveProperty('id');
  });
});

describe('loginSchema', () => {
  it.each([
    [{ email: 'x', password: 'a' }, 'E-mail inválido'],
    [{ email: 'a@b.co', password: '' }, 'Senha é obrigatória'],
    [{ email: 'a@b.co' }, 'Senha é obrigatória'],
  ])('%o -> %s', (input, message) => {
    expect(firstMessage(loginSchema.safeParse(input))).toBe(message);
  });
});
