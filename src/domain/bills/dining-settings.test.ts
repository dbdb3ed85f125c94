import { describe, expect, it } from 'vitest';
import {
  COUVERT_LABELS,
  couvertIssue,
  DEFAULT_DINING_SETTINGS,
  formatRate,
  MAX_SERVICE_RATE_BPS,
  parseRate,
  rateInput,
  serviceRateIssue,
} from './dining-settings';

describe('DEFAULT_DINING_SETTINGS', () => {
  it('charges the 10% service and no couvert', () => {
    expect(DEFAULT_DINING_SETTINGS).toEqual({
      serviceChargeEnabled: true,
      serviceRateBps: 1000,
      couvertCents: 0,
      couvertKind: 'artistic',
    });
    expect(COUVERT_LABELS).toEqual({ artistic: 'Couvert artístico', cover: 'Couvert' });
  });
});

describe('formatRate', () => {
  it.each([
    [1000, '10%'],
    [1250, '12,5%'],
    [1275, '12,75%'],
    [1305, '13,05%'],
    [0, '0%'],
    [2000, '20%'],
  ])('%i bps -> %s', (bps, label) => {
    expect(formatRate(bps)).toBe(label);
  });
});

describe('serviceRateIssue', () => {
  const message = 'A taxa de serviço deve ficar entre 0% e 20%, com até duas casas decimais.';
  it.each([0, 1000, 1250, MAX_SERVICE_RATE_BPS])('accepts %i bps', (bps) => {
    expect(serviceRateIssue(bps)).toBeNull();
  });
  it.each([-1, 2001, 10_000, 12.5, Number.NaN])('refuses %s bps', (bps) => {
    expect(serviceRateIssue(bps)).toBe(message);
  });
});

describe('couvertIssue', () => {
  const message = 'O couvert por pessoa deve ficar entre R$ 0,00 e R$ 500,00.';
  it.each([0, 1500, 50_000])('accepts %i cents', (cents) => {
    expect(couvertIssue(cents)).toBeNull();
  });
  it.each([-100, 50_001, 15.5, Number.POSITIVE_INFINITY])('refuses %s cents', (cents) => {
    expect(couvertIssue(cents)).toBe(message);
  });
});

describe('the service rate as typed', () => {
  it.each([
    ['10', 1000],
    ['12,5', 1250],
    ['12.75', 1275],
    [' 13 % ', 1300],
    ['0', 0],
    ['25', 2500],
  ])('reads %j as %d basis points', (text, bps) => {
    expect(parseRate(text)).toBe(bps);
  });

  it.each(['', 'dez', '12,555', '-5', '10,5,5', '1e3'])('does not read %j', (text) => {
    expect(parseRate(text)).toBeNull();
  });

  it('writes the field back with a decimal comma and no sign', () => {
    expect([1000, 1250, 1275, 0].map(rateInput)).toEqual(['10', '12,5', '12,75', '0']);
    expect(parseRate(rateInput(1275))).toBe(1275);
  });
});
