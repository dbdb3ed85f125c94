import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keetaBody, keetaSignatureString, signKeetaRequest } from './keeta-signature';

// The three worked examples of api-docs.mykeeta.com/en/apis/opendelivery/signature-calculation/examples.
describe("Keeta's request signature", () => {
  it('Example 1, a GET with query and no body: the query sorted, no trailing separator', () => {
    expect(
      keetaSignatureString('https://api.example.com/v1/users', { page: '2', limit: '10', sort: 'name' }, ''),
    ).toBe('https://api.example.com/v1/users&limit=10&page=2&sort=name');
  });

  it('Example 2, a POST with a body and no query: one separator', () => {
    // The page prints the body as sent; Comanda sends the RFC 8785 form, whose keys are sorted.
    const body = keetaBody({ userId: 123, productId: 456, quantity: 2 });
    expect(body).toBe('{"productId":456,"quantity":2,"userId":123}');
    expect(keetaSignatureString('https://api.example.com/v1/orders', {}, body)).toBe(
      'https://api.example.com/v1/orders&{"productId":456,"quantity":2,"userId":123}',
    );
  });

  it('Example 3, a PUT with both: URL, sorted query, canonical body', () => {
    const body = keetaBody({ price: 99.99, name: 'Product A' });
    expect(
      keetaSignatureString('https://api.example.com/v1/products', { version: 'v2', format: 'json' }, body),
    ).toBe('https://api.example.com/v1/products&format=json&version=v2&{"name":"Product A","price":99.99}');
  });

  it('skips an empty object or string body, and null query values are empty text', () => {
    expect(keetaBody({})).toBe('');
    expect(keetaBody('')).toBe('');
    expect(keetaBody(undefined)).toBe('');
    expect(keetaSignatureString('https://k/v1/x', { b: null, a: '1' }, '')).toBe('https://k/v1/x&a=1&b=');
  });

  it('is the Base64 HMAC-SHA256 of that string keyed with the secret', () => {
    const expected = createHmac('sha256', 'segredo')
      .update('https://api.example.com/v1/users&limit=10&page=2&sort=name')
      .digest('base64');
    expect(
      signKeetaRequest(
        'segredo',
        'https://api.example.com/v1/users',
        { sort: 'name', page: '2', limit: '10' },
        '',
      ),
    ).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
