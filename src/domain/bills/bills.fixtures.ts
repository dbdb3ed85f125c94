/** Bills for the bills tests: lines, settings and totals with overrides. */
import { type BillLine, type BillTotalsInput, billTotals } from './bill-totals';
import { DEFAULT_DINING_SETTINGS, type DiningSettings } from './dining-settings';

export function line(
  id: string,
  unitCents: number,
  quantity = 1,
  overrides: Partial<BillLine> = {},
): BillLine {
  return { id, name: id, unitCents, quantity, ...overrides };
}

export function settings(overrides: Partial<DiningSettings> = {}): DiningSettings {
  return { ...DEFAULT_DINING_SETTINGS, ...overrides };
}

export function totalsOf(lines: readonly BillLine[], overrides: Partial<BillTotalsInput> = {}) {
  return billTotals({ lines, settings: settings(), people: 2, ...overrides });
}

/** A bill of exactly `totalCents`: one line, no service, no couvert. */
export function billOf(totalCents: number) {
  const lines = [line('Conta', totalCents)];
  return { lines, totals: totalsOf(lines, { settings: settings({ serviceChargeEnabled: false }) }) };
}
