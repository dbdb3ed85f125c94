import { describe, expect, it } from 'vitest';
import { fileSlug, reportFileName, reportKindSlug } from './report-file-name';

const may = { from: '2024-05-01', to: '2024-05-31' };

describe('report file names (issue 32, item 30: two reports never share a name)', () => {
  it('slugs names to ASCII', () => {
    expect(fileSlug('Pizzaria São João & Cia.')).toBe('pizzaria-sao-joao-cia');
    expect(fileSlug('Açaí do Zé')).toBe('acai-do-ze');
  });

  it.each([
    ['sales', {}, 'vendas'],
    ['products', {}, 'produtos'],
    ['products', { limit: 10 }, 'top-10-produtos'],
    ['products', { sortBy: 'revenue' }, 'receita-por-produto'],
    ['products', { limit: 5, sortBy: 'revenue' }, 'top-5-produtos-por-receita'],
    ['sales', { orderSource: 'ifood', deliveryType: 'delivery' }, 'vendas-ifood-entrega'],
  ] as const)('%s %j is "%s"', (type, filters, kind) => {
    expect(reportKindSlug(type, filters)).toBe(kind);
  });

  it('names what the report is, whose, and for when', () => {
    const restaurantName = 'Cantina da Nona';
    expect(
      reportFileName({ kind: reportKindSlug('products', { limit: 10 }), restaurantName, period: may }, 'pdf'),
    ).toBe('relatorio-top-10-produtos-cantina-da-nona-2024-05-01-a-2024-05-31.pdf');
    expect(
      reportFileName(
        { kind: 'Relatório semanal', restaurantName, period: { from: '2024-05-13', to: '2024-05-13' } },
        'csv',
      ),
    ).toBe('relatorio-semanal-cantina-da-nona-2024-05-13.csv');
  });

  it('gives the quick reports of one type and period distinct names', () => {
    const names = [{}, { limit: 10 }, { sortBy: 'revenue' as const }].map((filters) =>
      reportFileName(
        { kind: reportKindSlug('products', filters), restaurantName: 'Nona', period: may },
        'pdf',
      ),
    );
    expect(new Set(names).size).toBe(3);
  });
});
