import { describe, expect, it } from 'vitest';
import { IfoodError, IfoodRateLimited } from './ifood/ifood.client';
import { partnerHttpStatus } from './integration-store';
import { OpenDeliveryError } from './open-delivery/open-delivery.types';
import { RappiError } from './rappi/rappi.client';

describe('partnerHttpStatus', () => {
  it("is the partner's answer to the request itself", () => {
    expect(partnerHttpStatus(new IfoodError(404, 'iFood respondeu 404'))).toBe(404);
    expect(partnerHttpStatus(new RappiError(409, 'Rappi respondeu 409'))).toBe(409);
    expect(partnerHttpStatus(new OpenDeliveryError(422, 'recusado'))).toBe(422);
    expect(partnerHttpStatus(new IfoodRateLimited(1_000))).toBe(429);
  });

  it('is none when the partner was not reached, or failed before it saw the request', () => {
    expect(partnerHttpStatus(new OpenDeliveryError(0, 'inacessível'))).toBeUndefined();
    expect(partnerHttpStatus(new Error('socket hang up'))).toBeUndefined();
    // An OAuth token endpoint answers 400 (invalid_client) for refused credentials: the action
    // that needed the token was never refused, and must be sent again once they are right.
    expect(
      partnerHttpStatus(new OpenDeliveryError(400, 'Token recusado (400)', { beforeRequest: true })),
    ).toBeUndefined();
    expect(
      partnerHttpStatus(new RappiError(422, 'Informe o ID da loja na Rappi', { beforeRequest: true })),
    ).toBeUndefined();
  });
});
