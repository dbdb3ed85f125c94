import { describe, expect, it } from 'vitest';
import { CLOSING_TITLE, type ClosingReportInput, closingReportRows, PARTIAL_TITLE } from './closing-report';
import { closeSession, summarizeSession } from './register-session';

const summary = summarizeSession({
  openingFloatCents: 10_000,
  payments: [
    { method: 'cash', amountCents: 5_500, receivedCents: 6_000, changeCents: 500 },
    { method: 'credit', amountCents: 5_500, receivedCents: 5_500, changeCents: 0 },
    { method: 'online', amountCents: 8_990, receivedCents: 8_990, changeCents: 0 },
  ],
  movements: [
    { kind: 'sangria', amountCents: 3_000 },
    { kind: 'suprimento', amountCents: 2_000 },
  ],
});

const input = (over: Partial<ClosingReportInput> = {}): ClosingReportInput => ({
  restaurantName: 'Cantina da Nonna',
  registerName: 'Caixa',
  openedAt: '2026-05-13T11:00:00.000Z',
  openedByName: 'Ana Caixa',
  closedAt: '2026-05-13T23:30:00.000Z',
  closedByName: 'Ana Caixa',
  printedAt: '2026-05-13T23:31:00.000Z',
  openingFloatCents: 10_000,
  summary,
  countsByMethod: { cash: 1, credit: 1, online: 1 },
  movements: [
    {
      kind: 'sangria',
      amountCents: 3_000,
      reason: 'Depósito no banco da esquina, envelope 12',
      at: '2026-05-13T18:00:00.000Z',
      byName: 'Bruno Gerente',
    },
    {
      kind: 'suprimento',
      amountCents: 2_000,
      reason: 'Troco',
      at: '2026-05-13T19:00:00.000Z',
      byName: 'Ana Caixa',
    },
  ],
  closing: closeSession(summary.expected, { cash: 13_300, credit: 5_500, debit: 0, meal_voucher: 0, pix: 0 }),
  note: 'Faltou troco miúdo',
  reopenings: [],
  ...over,
});

describe('the closing report', () => {
  it('prints every block within 42 columns on 80 mm and 32 on 58 mm', () => {
    for (const [paper, width] of [
      ['80mm', 42],
      ['58mm', 32],
    ] as const) {
      const rows = closingReportRows(input({ paper }));
      expect(Math.max(...rows.map((row) => row.length))).toBeLessThanOrEqual(width);
    }
  });

  it('shows the float, sales by method with counts, online apart, movements, change and the count', () => {
    const text = closingReportRows(input()).join('\n');
    expect(text).toContain(CLOSING_TITLE);
    expect(text).toMatch(/Dinheiro \(1\) +R\$ 55,00/);
    expect(text).toMatch(/Total no caixa +R\$ 110,00/);
    expect(text).toContain('PAGO ONLINE (FORA DO CAIXA)');
    expect(text).toMatch(/Pago online \(plataforma\) \(1\) +R\$ 89,90/);
    expect(text).toMatch(/15:00 Sangria +-R\$ 30,00/);
    expect(text).toContain('Depósito no banco da esquina');
    expect(text).toContain('(Bruno Gerente)');
    expect(text).toMatch(/Troco dado +-R\$ 5,00/);
    // 100 + 60 − 5 + 20 − 30 = 145,00 expected; 133,00 counted.
    expect(text).toMatch(/Esperado na gaveta +R\$ 145,00/);
    expect(text).toContain('Resultado: Falta de R$ 12,00');
    expect(text).toContain('Faltou troco miúdo');
    expect(text).not.toContain('REABERTURAS');
  });

  it('names a partial report while open and lists the reopenings with their reason', () => {
    const rows = closingReportRows(
      input({
        closing: null,
        closedAt: null,
        closedByName: null,
        reopenings: [{ at: '2026-05-13T23:40:00.000Z', byName: 'Bruno Gerente', reason: 'Contagem errada' }],
      }),
    );
    const text = rows.join('\n');
    expect(text).toContain(PARTIAL_TITLE);
    expect(text).not.toContain('CONFERÊNCIA');
    expect(text).toContain('REABERTURAS');
    expect(text).toContain('Motivo: Contagem errada');
  });
});
