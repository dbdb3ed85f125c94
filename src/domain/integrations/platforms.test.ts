import { describe, expect, it } from 'vitest';
import { externalActionFor } from './external-status';
import { connectIntegrationSchema, maskSecret } from './platforms';

describe('maskSecret', () => {
  it.each([
    [null, null],
    ['', null],
    ['short', '••••'],
    ['12345678', '••••'],
    ['abcdefghijkl', '••••ijkl'],
  ])('%s -> %s', (secret, masked) => {
    expect(maskSecret(secret)).toBe(masked);
  });
});

describe('externalActionFor', () => {
  it.each([
    ['ifood', 'confirmed', 'confirm'],
    ['ifood', 'preparing', 'startPreparation'],
    ['ifood', 'ready', 'readyToPickup'],
    ['ifood', 'out_for_delivery', 'dispatch'],
    ['ifood', 'cancelled', 'requestCancellation'],
    ['ifood', 'delivered', null],
    ['direct', 'confirmed', null],
    ['rappi', 'confirmed', 'take'],
    ['rappi', 'ready', 'readyForPickup'],
    ['rappi', 'cancelled', 'reject'],
    ['rappi', 'preparing', null],
  ] as const)('%s %s -> %s', (source, status, action) => {
    expect(externalActionFor(source, status)).toBe(action);
  });
});

describe('connectIntegrationSchema', () => {
  it('requires both keys and applies the default sync settings', () => {
    const missing = connectIntegrationSchema.safeParse({
      platform: 'ifood',
      credentials: { apiKey: ' ', secretKey: '' },
    });
    expect(missing.success).toBe(false);
    const ok = connectIntegrationSchema.parse({
      platform: 'ifood',
      credentials: { apiKey: 'a', secretKey: 'b', webhookUrl: '' },
    });
    expect(ok.syncSettings).toEqual({ autoSyncMenu: true, autoSyncOrders: true, syncInterval: 300 });
    expect(ok.credentials.webhookUrl).toBeUndefined();
    expect(ok.isActive).toBe(true);
  });
});
