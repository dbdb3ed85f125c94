import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './crypto';

const key = randomBytes(32).toString('hex');

describe('secret encryption', () => {
  it('round-trips and never stores the plaintext', () => {
    const stored = encryptSecret(key, 'super-secret-value');
    expect(stored).not.toContain('super-secret-value');
    expect(decryptSecret(key, stored)).toBe('super-secret-value');
    expect(encryptSecret(key, 'super-secret-value')).not.toBe(stored);
  });

  it('refuses a tampered value or another key', () => {
    const stored = encryptSecret(key, 'abc');
    const parts = stored.split('.');
    parts[3] = Buffer.from('xyz').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'))).toThrow();
    expect(() => decryptSecret(randomBytes(32).toString('hex'), stored)).toThrow();
  });
});
