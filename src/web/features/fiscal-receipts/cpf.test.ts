import { describe, expect, it } from 'vitest';
import { maskCpfInput, typedCpf } from './cpf';

describe("'CPF na nota?' as typed", () => {
  it('masks as 000.000.000-00 while typed, dropping what is not a digit', () => {
    expect(maskCpfInput('529')).toBe('529');
    expect(maskCpfInput('5299')).toBe('529.9');
    expect(maskCpfInput('5299822')).toBe('529.982.2');
    expect(maskCpfInput('52998224725')).toBe('529.982.247-25');
    expect(maskCpfInput('529.982.247-2599')).toBe('529.982.247-25');
    expect(maskCpfInput('abc')).toBe('');
  });

  it('takes an empty field as no CPF, a valid one as its digits, and says what is wrong otherwise', () => {
    expect(typedCpf('')).toEqual({ cpf: null });
    expect(typedCpf('529.982.247-25')).toEqual({ cpf: '52998224725' });
    expect(typedCpf('529.982.247-24')).toEqual({ error: 'CPF inválido. Confira os 11 dígitos.' });
    expect(typedCpf('529.982')).toEqual({ error: 'CPF inválido. Confira os 11 dígitos.' });
    expect(typedCpf('11.222.333/0001-81')).toMatchObject({ error: expect.stringMatching(/NF-e/) });
  });
});
