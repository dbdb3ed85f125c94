import { describe, expect, it } from 'vitest';
import { isLocalAddress, localAddressWarning } from './public-address';

describe('isLocalAddress', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://app.localhost:3000', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.10.0.5', true],
    ['http://0.0.0.0:3000', true],
    ['http://[::1]:3000', true],
    ['http://[fe80::1]', true],
    ['http://[fd12:3456::1]', true],
    ['http://[::ffff:192.168.0.10]', true],
    ['http://10.0.0.8:3000', true],
    ['http://172.16.4.2', true],
    ['http://172.31.255.1', true],
    ['http://192.168.1.20:3000', true],
    ['http://169.254.10.1', true],
    ['http://100.64.0.1', true],
    ['http://restaurante.local', true],
    ['http://servidor:3000', true],
    ['não é endereço', true],
    ['https://cardapio.pizzaria.com.br', false],
    ['http://172.32.0.1', false],
    ['http://192.169.0.1', false],
    ['http://100.128.0.1', false],
    ['https://200.150.10.5', false],
    ['https://[2804:14c::1]', false],
  ])('%s → %s', (url, local) => {
    expect(isLocalAddress(url)).toBe(local);
  });

  it('says what to set, in words', () => {
    expect(localAddressWarning('http://localhost:3000')).toContain('http://localhost:3000');
    expect(localAddressWarning('http://localhost:3000')).toContain('PUBLIC_URL=https://');
  });
});
