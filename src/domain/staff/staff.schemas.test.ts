import { describe, expect, it } from 'vitest';
import {
  createStaffSchema,
  isTrivialPin,
  PIN_FORMAT,
  PIN_TOO_EASY,
  setPinSchema,
  switchSchema,
} from './staff.schemas';

describe('PIN rules', () => {
  it.each(['0000', '1111', '1234', '4321', '123456', '654321', '1212', '121212', '123123', '9876'])(
    'refuses the trivial PIN %s',
    (pin) => {
      expect(isTrivialPin(pin)).toBe(true);
      const result = setPinSchema.safeParse({ pin });
      expect(result.error?.issues[0]?.message).toBe(PIN_TOO_EASY);
    },
  );

  it.each(['4821', '90417', '305982', '1357'])('accepts %s', (pin) => {
    expect(setPinSchema.safeParse({ pin }).success).toBe(true);
  });

  it.each(['123', '1234567', '12a4', ' 4821', ''])('refuses the malformed PIN "%s"', (pin) => {
    expect(setPinSchema.safeParse({ pin }).error?.issues[0]?.message).toBe(PIN_FORMAT);
  });
});

describe('staff member and switch bodies', () => {
  it('keeps Dono out of staff roles', () => {
    expect(createStaffSchema.safeParse({ name: 'Ana', role: 'dono' }).success).toBe(false);
    expect(createStaffSchema.safeParse({ name: 'Ana', role: 'garcom', pin: '4821' }).success).toBe(true);
  });

  it('takes a staff member with a PIN, or the owner password, and nothing else', () => {
    expect(switchSchema.safeParse({ staffId: 'x', pin: '4821' }).success).toBe(true);
    expect(switchSchema.safeParse({ password: 'senha' }).success).toBe(true);
    expect(switchSchema.safeParse({ pin: '4821' }).success).toBe(false);
    expect(switchSchema.safeParse({}).success).toBe(false);
  });
});
