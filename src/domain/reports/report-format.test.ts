import { describe, expect, it } from 'vitest';
import { displayCell, generatedLine } from './report-format';

describe('displayCell', () => {
  it.each([
    ['1234.50', 'money', 'R$ 1.234,50'],
    ['-5.00', 'money', '-R$ 5,00'],
    [12.5, 'percent', '12,5%'],
    [1234567, 'integer', '1.234.567'],
    ['Pizza', 'text', 'Pizza'],
    [null, 'money', '—'],
  ] as const)('%s as %s reads %s', (value, kind, expected) => {
    expect(displayCell(value, kind)).toBe(expected);
  });
});

describe("'Gerado em' on a report's files", () => {
  it("reads a Cuiabá restaurant's own time and says it is local", () => {
    const at = '2024-05-14T02:30:00Z';
    expect(generatedLine({ generatedAt: at, timeZone: 'America/Cuiaba' })).toBe(
      'Gerado em 13/05/2024 22:30 (horário local, UTC-4)',
    );
    expect(generatedLine({ generatedAt: at, timeZone: 'America/Sao_Paulo' })).toBe(
      'Gerado em 13/05/2024 23:30',
    );
  });
});
