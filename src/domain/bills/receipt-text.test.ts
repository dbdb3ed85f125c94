import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { center, labelled, oneLine, rule, wrap } from './receipt-text';

describe('oneLine', () => {
  it('folds line breaks and runs of spaces, and composes accents', () => {
    expect(oneLine('  Pão\nde  queijo\t')).toBe('Pão de queijo');
    expect(oneLine('Feijoada e caipirinha'.normalize('NFD'))).toBe('Feijoada e caipirinha');
    expect(oneLine('Ação'.normalize('NFD'))).toHaveLength(4);
  });
});

describe('wrap', () => {
  it('breaks between words and cuts a word longer than the line', () => {
    expect(wrap('Porção de batata frita com cheddar e bacon', 16)).toEqual([
      'Porção de batata',
      'frita com',
      'cheddar e bacon',
    ]);
    expect(wrap('Supercalifragilístico', 8)).toEqual(['Supercal', 'ifragilí', 'stico']);
    expect(wrap('', 10)).toEqual([]);
  });
});

describe('center', () => {
  it('centres each line', () => {
    expect(center('Bar do Zé', 13)).toEqual(['  Bar do Zé']);
  });
});

describe('labelled', () => {
  it('puts the amount flush right', () => {
    expect(labelled('Subtotal', 'R$ 197,80', 24)).toEqual(['Subtotal       R$ 197,80']);
    expect(labelled('Itens', 'R$ 99,87', 20, 2)).toEqual(['  Itens     R$ 99,87']);
  });

  it('wraps a long label and keeps the amount on its last line, or on its own', () => {
    expect(labelled('1x Porção de batata frita com cheddar', 'R$ 42,90', 26)).toEqual([
      '1x Porção de batata frita',
      `com cheddar${' '.repeat(7)}R$ 42,90`,
    ]);
    expect(labelled('1x Caipirinha de morango', 'R$ 1.234,56', 24)).toEqual([
      '1x Caipirinha de morango',
      'R$ 1.234,56'.padStart(24),
    ]);
  });

  it('never passes the width (random labels)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.constantFrom(32, 42),
        fc.nat(4),
        (label, width, indent) => {
          for (const row of labelled(label, 'R$ 99.999.999,99', width, indent))
            expect(row.length).toBeLessThanOrEqual(width);
        },
      ),
    );
  });

  it('draws rules', () => {
    expect(rule(5)).toBe('-----');
    expect(rule(3, '=')).toBe('===');
  });
});
