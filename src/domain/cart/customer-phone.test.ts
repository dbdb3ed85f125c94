import { describe, expect, it } from 'vitest';
import { customerPhoneIssue, customerPhoneKey, isValidCustomerPhone, PHONE_ERRORS } from './customer-phone';

describe('customer phones (what people type in Brazil)', () => {
  it.each([
    ['(11) 99999-8888', '5511999998888'],
    ['+55 11 99999-8888', '5511999998888'],
    ['+55 (11) 99999-8888', '5511999998888'],
    ['5511999998888', '5511999998888'],
    ['55 11 98765 4321', '5511987654321'],
    ['0055 11 98765-4321', '5511987654321'],
    // The trunk 0, and the trunk 0 with a carrier code, as long-distance calls were dialled.
    ['011 98765-4321', '5511987654321'],
    ['0 15 11 98765-4321', '5511987654321'],
    ['11987654321', '5511987654321'],
    ['11 3333-4444', '551133334444'],
    ['(21) 2555-1234', '552125551234'],
    // Foreign numbers keep their own country code: never 55 in front.
    ['+1 415 555 2671', '14155552671'],
    ['+351 912 345 678', '351912345678'],
  ])('%s -> %s', (typed, digits) => {
    expect(customerPhoneKey(typed)).toBe(digits);
    expect(isValidCustomerPhone(typed)).toBe(true);
    expect(customerPhoneIssue(typed)).toBeNull();
  });

  it.each([
    ['(11) 9999-8888', PHONE_ERRORS.oldMobile],
    ['11 8765-4321', PHONE_ERRORS.oldMobile],
    ['(10) 99999-8888', PHONE_ERRORS.invalid], // no area code 10
    ['99999-8888', PHONE_ERRORS.invalid],
    ['+55 11 99999', PHONE_ERRORS.invalid],
    ['', PHONE_ERRORS.required],
    ['abc', PHONE_ERRORS.required],
  ])('refuses %s with a Portuguese message', (typed, message) => {
    expect(isValidCustomerPhone(typed)).toBe(false);
    expect(customerPhoneIssue(typed)).toBe(message);
  });
});

describe('the phone key (one form for every stored and compared phone)', () => {
  it.each([
    // WhatsApp's form of mobiles from area code 31 on: the ninth digit comes back.
    ['553188887777', '5531988887777'],
    ['558581234567', '5585981234567'],
    ['559296543210', '5592996543210'],
    // The library still reads 8-digit 7xxx as (radio) mobiles; WhatsApp's form wins.
    ['553170000001', '5531970000001'],
    ['+55 61 7000-0002', '5561970000002'],
    ['+55 31 8888-7777', '5531988887777'],
    // Already whole, typed or stored: unchanged.
    ['5531988887777', '5531988887777'],
    ['(31) 98888-7777', '5531988887777'],
    ['5511999998888', '5511999998888'],
    // Landlines (first digit 2 to 5) keep their eight digits.
    ['553132345678', '553132345678'],
    ['551133334444', '551133334444'],
    ['555125551234', '555125551234'],
    // Foreign numbers are not Brazilian mobiles, whatever their length.
    ['14155552671', '14155552671'],
    ['351912345678', '351912345678'],
  ])('%s -> %s', (phone, key) => {
    expect(customerPhoneKey(phone)).toBe(key);
  });
});
