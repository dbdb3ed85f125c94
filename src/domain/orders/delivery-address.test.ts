import { describe, expect, it } from 'vitest';
import { deliveryAddressLine } from './delivery-address';

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
