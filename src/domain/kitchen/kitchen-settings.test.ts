import { describe, expect, it } from 'vitest';
import { acceptsOnArrival, autoAcceptChannel, autoAcceptOf, kdsThresholdsIssue } from './kitchen-settings';

describe('auto-accept', () => {
  it('names the channel of an order', () => {
    expect(autoAcceptChannel({ orderSource: 'direct', takenByRole: null })).toBe('cardapio');
    expect(autoAcceptChannel({ orderSource: 'direct', takenByRole: 'garcom' })).toBe('garcom');
    expect(autoAcceptChannel({ orderSource: 'direct', takenByRole: 'dono' })).toBe('garcom');
    expect(autoAcceptChannel({ orderSource: 'ifood', takenByRole: null })).toBe('ifood');
  });

  it('accepts only on a channel turned on, and is off by default', () => {
    const diner = { orderSource: 'direct' as const, takenByRole: null };
    expect(acceptsOnArrival(undefined, diner)).toBe(false);
    expect(acceptsOnArrival({}, diner)).toBe(false);
    expect(acceptsOnArrival({ ifood: true }, diner)).toBe(false);
    expect(acceptsOnArrival({ cardapio: true }, diner)).toBe(true);
  });

  it('lists every channel', () => {
    const all = autoAcceptOf({ cardapio: true, nada: true });
    expect(all.cardapio).toBe(true);
    expect(all.garcom).toBe(false);
    expect(all.ifood).toBe(false);
    expect(Object.keys(all)).not.toContain('nada');
    expect(Object.keys(all)).not.toContain('direct');
  });

  it('wants the late threshold after the warning one', () => {
    expect(kdsThresholdsIssue({ kdsWarnMinutes: 10, kdsLateMinutes: 20 })).toBeNull();
    expect(kdsThresholdsIssue({ kdsWarnMinutes: 20, kdsLateMinutes: 20 })).toMatch(/maior/);
  });
});
