/** A fiscal profile the domain accepts (a test CNPJ and a São Paulo IE), for the fiscal API tests. */
import { expect } from 'vitest';
import { callApi } from '../../../../test/harness/app';
import type { App } from '../../lib/types';

export const TEST_CSC = 'A1B2C3D4E5F6G7H8I9J0';

export const VALID_PROFILE = {
  cnpj: '11.222.333/0001-81',
  stateRegistration: '110.042.490.114',
  legalName: 'Cantina da Nona Ltda',
  state: 'SP',
  regime: 'simples',
  environment: 'homologacao',
  cscId: '000001',
  cscToken: TEST_CSC,
};

export async function saveProfile(app: App, restaurantId: string, cookie: string, overrides: object = {}) {
  const response = await callApi(app, 'PUT', `/restaurants/${restaurantId}/fiscal/profile`, cookie, {
    ...VALID_PROFILE,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
