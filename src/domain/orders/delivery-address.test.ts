import { describe, expect, it } from 'vitest';
import { GIRASSOL_ADDRESS } from '../../../test/fixtures/delivery-address';
import { deliveryAddressDetailLines, deliveryAddressLine } from './delivery-address';

describe('deliveryAddressLine', () => {
  it.each([
    ['Rua José Bonifácio, 100', 'Sé', 'Rua José Bonifácio, 100 - Sé'],
    ['Rua Sergipe, 20', 'Sé', 'Rua Sergipe, 20 - Sé'],
    ['Avenida Centro Cívico, 5', 'Centro', 'Avenida Centro Cívico, 5 - Centro'],
    ['Rua Domingos de Morais, 100', 'vila mariana', 'Rua Domingos de Morais, 100 - vila mariana'],
    ['Rua das Flores, 10 - Sé', 'Sé', 'Rua das Flores, 10 - Sé'],
    ['Rua das Flores, 10 - Vila Mariána', 'vila  mariana', 'Rua das Flores, 10 - Vila Mariána'],
    ['Rua das Flores, 10, Centro, São Paulo', 'centro', 'Rua das Flores, 10, Centro, São Paulo'],
    ['Rua Sé-Catedral, 3', 'Sé', 'Rua Sé-Catedral, 3 - Sé'],
    ['  Rua A, 1  ', '', 'Rua A, 1'],
    ['Rua A, 1', undefined, 'Rua A, 1'],
    ['', 'Centro', 'Centro'],
    ['', '', null],
    [null, null, null],
  ])('%j + %j → %j', (address, neighborhood, expected) => {
    expect(deliveryAddressLine(address, neighborhood)).toBe(expected);
  });
});

describe('deliveryAddressDetailLines', () => {
  it('prints number, complement, neighbourhood, city, CEP and reference, each on its line', () => {
    expect(deliveryAddressDetailLines(GIRASSOL_ADDRESS)).toEqual([
      'Rua Girassol, 1200 — Apto 42',
      'Bairro: Vila Madalena',
      'São Paulo - SP · CEP 05433-002',
      'Referência: Portão azul',
    ]);
  });

  it('says "s/n" for a street without a number and skips the parts the partner left out', () => {
    expect(deliveryAddressDetailLines({ streetName: 'Estrada Velha', city: 'Cotia' })).toEqual([
      'Estrada Velha, s/n',
      'Cotia',
    ]);
    expect(deliveryAddressDetailLines({ complement: 'Bloco B', postalCode: 'sem CEP' })).toEqual([
      'Complemento: Bloco B',
      'CEP sem CEP',
    ]);
    expect(deliveryAddressDetailLines(null)).toEqual([]);
  });
});
