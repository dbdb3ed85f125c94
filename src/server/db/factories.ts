/**
 * Builders with overrides for restaurants and menus. The demo seed and the tests both use them, so
 * the demo always exercises the same shapes the tests do.
 */
import type { RegisterInput } from '../../domain/accounts/accounts.schemas';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  const tag = next();
  return {
    name: `Restaurante ${tag}`,
    description: 'Comida caseira feita na hora.',
    whatsapp: '5511999998888',
    address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP',
    city: 'São Paulo',
    state: 'SP',
    zipCode: '01304-001',
    latitude: '-23.556000',
    longitude: '-46.662000',
    email: `dono-${tag}@exemplo.com.br`,
    password: 'senha-forte-123',
    ...overrides,
  };
}

export interface MenuItemSeed {
  name: string;
  description: string;
  price: string;
  category: string;
  loyaltyPoints: number;
}

export function buildMenuItem(overrides: Partial<MenuItemSeed> = {}): MenuItemSeed {
  return {
    name: `Prato ${next()}`,
    description: 'Preparado na hora.',
    price: '29.90',
    category: 'Pratos',
    loyaltyPoints: 3,
    ...overrides,
  };
}
