import { describe, expect, it } from 'vitest';
import { reportTemplateSchema } from './report-template';
import { REPORT_COLUMNS, type ReportData, selectColumns } from './report-types';

describe('reportTemplateSchema', () => {
  it.each([
    [{ name: 'Top 10', reportType: 'products', filters: { period: 'thisMonth', limit: 10 } }, true],
    [{ name: 'Canais', reportType: 'channels', columns: ['channel', 'sales'] }, true],
    [{ name: '', reportType: 'sales' }, false],
    [{ name: 'X', reportType: 'lucro' }, false],
    [{ name: 'X', reportType: 'sales', columns: ['channel'] }, false],
    [{ name: 'X', reportType: 'sales', filters: { period: 'ontem' } }, false],
  ])('%o valid: %s', (input, valid) => {
    expect(reportTemplateSchema.safeParse(input).success).toBe(valid);
  });

  it('defaults to this month and every column', () => {
    expect(reportTemplateSchema.parse({ name: 'Vendas', reportType: 'sales' })).toEqual({
      name: 'Vendas',
      description: '',
      reportType: 'sales',
      filters: { period: 'thisMonth' },
      columns: [],
    });
  });
});

describe('selectColumns', () => {
  const report = { columns: REPORT_COLUMNS.sales } as ReportData;
  it.each([
    [[], REPORT_COLUMNS.sales.map((c) => c.key)],
    [
      ['revenue', 'date'],
      ['date', 'revenue'],
    ],
    [['unknown'], REPORT_COLUMNS.sales.map((c) => c.key)],
  ])('%o keeps %o', (keys, expected) => {
    expect(selectColumns(report, keys).columns.map((c) => c.key)).toEqual(expected);
  });
});
