import { describe, expect, it } from 'vitest';
import {
  couvertPeopleIssue,
  manualDiscountIssue,
  peopleIssue,
  serviceRemovalIssue,
} from './bill-adjustments';

describe('peopleIssue', () => {
  it.each([1, 4, 200])('accepts %i people', (people) => {
    expect(peopleIssue(people)).toBeNull();
  });
  it.each([0, -2, 201, 2.5, Number.NaN])('refuses %s people', (people) => {
    expect(peopleIssue(people)).toBe('Informe quantas pessoas estão na mesa (de 1 a 200).');
  });
});

describe('couvertPeopleIssue', () => {
  it.each([0, 3, 4])('accepts a couvert for %i of 4 people', (couvertPeople) => {
    expect(couvertPeopleIssue(couvertPeople, 4)).toBeNull();
  });
  it.each([
    [5, 4, 'O couvert vale para no máximo 4 pessoas, as da mesa.'],
    [-1, 4, 'O couvert vale para no máximo 4 pessoas, as da mesa.'],
    [2, 1, 'O couvert vale para no máximo 1 pessoa, as da mesa.'],
    [1.5, 4, 'O couvert vale para no máximo 4 pessoas, as da mesa.'],
  ])('refuses %s of %i people', (couvertPeople, people, message) => {
    expect(couvertPeopleIssue(couvertPeople, people)).toBe(message);
  });
});

describe('serviceRemovalIssue', () => {
  it('asks for a reason', () => {
    for (const reason of [undefined, null, '', '   ', 'ok'])
      expect(serviceRemovalIssue(reason)).toBe('Informe o motivo para retirar a taxa de serviço.');
  });
  it('accepts a reason, and refuses an essay', () => {
    expect(serviceRemovalIssue('Atendimento demorado')).toBeNull();
    expect(serviceRemovalIssue('x'.repeat(201))).toBe('O motivo pode ter até 200 caracteres.');
  });
});

describe('manualDiscountIssue', () => {
  it('accepts a discount with a reason within what the items still cost', () => {
    expect(manualDiscountIssue({ cents: 1000, reason: 'Prato atrasou' }, 1000)).toBeNull();
  });
  it.each([
    [{ cents: 0, reason: 'x' }, 'O desconto deve ser maior que zero.'],
    [{ cents: -100, reason: 'Prato atrasou' }, 'O desconto deve ser maior que zero.'],
    [{ cents: 10.5, reason: 'Prato atrasou' }, 'O desconto deve ser maior que zero.'],
    [
      { cents: 1001, reason: 'Prato atrasou' },
      'O desconto não pode passar do que os itens ainda custam (R$ 10,00).',
    ],
    [{ cents: 500 }, 'Informe o motivo do desconto.'],
    [{ cents: 500, reason: ' ' }, 'Informe o motivo do desconto.'],
  ])('refuses %j', (discount, message) => {
    expect(manualDiscountIssue(discount, 1000)).toBe(message);
  });
});
