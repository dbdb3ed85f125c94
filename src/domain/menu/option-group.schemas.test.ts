import { describe, expect, it } from 'vitest';
import { optionGroupSchema } from './option-group.schemas';

const size = {
  name: 'Tamanho',
  isRequired: true,
  minChoices: 1,
  maxChoices: 1,
  options: [
    { name: 'Pequena', price: '0' },
    { name: 'Grande', price: '15,00' },
  ],
};

const firstError = (input: unknown) => {
  const result = optionGroupSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('optionGroupSchema', () => {
  it('parses prices to cents and fills defaults', () => {
    const parsed = optionGroupSchema.parse(size);
    expect(parsed.kind).toBe('standard');
    expect(parsed.options).toEqual([
      { name: 'Pequena', price: 0, isSoldOut: false },
      { name: 'Grande', price: 1500, isSoldOut: false },
    ]);
  });

  it('accepts a half-and-half flavour group of up to 2', () => {
    const flavors = {
      name: 'Sabores',
      kind: 'flavors',
      isRequired: true,
      minChoices: 1,
      maxChoices: 2,
      options: [{ name: 'Muçarela' }, { name: 'Calabresa', price: 5 }],
    };
    expect(optionGroupSchema.parse(flavors)).toMatchObject({ kind: 'flavors', maxChoices: 2 });
  });

  it.each([
    [{ ...size, name: '' }, 'Nome do grupo é obrigatório'],
    [{ ...size, options: [] }, 'Adicione pelo menos uma opção'],
    [{ ...size, minChoices: 2, maxChoices: 1 }, 'O mínimo de escolhas não pode ser maior que o máximo'],
    [{ ...size, minChoices: 3, maxChoices: 3 }, 'O mínimo de escolhas é maior que o número de opções'],
    [{ ...size, maxChoices: 0 }, 'Máximo de escolhas deve ser pelo menos 1'],
    [{ ...size, maxChoices: 21 }, 'Máximo de escolhas deve ser no máximo 20'],
    [{ ...size, kind: 'combo' }, 'Tipo de grupo inválido'],
    [{ ...size, options: [{ name: 'Bacon', price: '-1' }] }, 'O preço adicional não pode ser menor que zero'],
    [{ ...size, options: [{ name: '' }] }, 'Nome da opção é obrigatório'],
    [{ ...size, options: [{ name: 'Bacon' }, { name: 'bacon' }] }, 'Opção repetida: "bacon"'],
  ])('refuses %# with "%s"', (input, message) => {
    expect(firstError(input)).toBe(message);
  });
});
