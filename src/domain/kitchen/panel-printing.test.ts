import { describe, expect, it } from 'vitest';
import {
  counterPrinterStation,
  isRepeatedPreBill,
  kitchenPrintingOf,
  PRE_BILL_REPEAT_MS,
  type PrintingStation,
} from './panel-printing';

const printer = { family: 'epson', connection: { kind: 'rede' } };
const browser = { family: 'epson', connection: { kind: 'navegador' } };
const station = (overrides: Partial<PrintingStation & { id: string }>) => ({
  id: 's',
  kind: 'producao' as const,
  isActive: true,
  printer: null,
  ...overrides,
});

describe('what the panel knows of the printers', () => {
  it('is not silent without any printer, nor with a printer only on a deactivated station', () => {
    expect(kitchenPrintingOf([])).toEqual({ silent: false, counterPrinter: false });
    expect(kitchenPrintingOf([station({}), station({ kind: 'caixa', isActive: false, printer })])).toEqual({
      silent: false,
      counterPrinter: false,
    });
  });

  it('is silent with a printer on any active station, the browser’s included', () => {
    expect(kitchenPrintingOf([station({ printer })])).toEqual({ silent: true, counterPrinter: false });
    expect(kitchenPrintingOf([station({ printer: browser })])).toEqual({
      silent: true,
      counterPrinter: false,
    });
  });

  it('knows the counter prints when an active Caixa has a printer', () => {
    expect(kitchenPrintingOf([station({}), station({ kind: 'caixa', printer: browser })])).toEqual({
      silent: true,
      counterPrinter: true,
    });
  });

  it('prints the pre-bill on the first active Caixa with a printer', () => {
    const stations = [
      station({ id: 'a', kind: 'caixa' }),
      station({ id: 'b', kind: 'caixa', printer, isActive: false }),
      station({ id: 'c', printer }),
      station({ id: 'd', kind: 'caixa', printer }),
      station({ id: 'e', kind: 'caixa', printer }),
    ];
    expect(counterPrinterStation(stations)?.id).toBe('d');
    expect(counterPrinterStation(stations.slice(0, 3))).toBeNull();
  });
});

describe('a pre-bill asked for twice', () => {
  const at = new Date('2026-11-28T20:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  const job = (createdAt: Date, status: 'pendente' | 'imprimindo' | 'impresso' | 'falhou' = 'pendente') => ({
    createdAt,
    status,
  });

  it('is the same click within a few seconds, and a new paper after', () => {
    expect(isRepeatedPreBill(null, at)).toBe(false);
    expect(isRepeatedPreBill(job(at), at)).toBe(true);
    expect(isRepeatedPreBill(job(at, 'impresso'), later(PRE_BILL_REPEAT_MS - 1))).toBe(true);
    expect(isRepeatedPreBill(job(at), later(PRE_BILL_REPEAT_MS))).toBe(false);
    // A clock that went back is not a reason to swallow a request.
    expect(isRepeatedPreBill(job(later(1_000)), at)).toBe(false);
  });

  it('prints again at once after a failed job, which printed nothing', () => {
    expect(isRepeatedPreBill(job(at, 'falhou'), later(1))).toBe(false);
  });
});
