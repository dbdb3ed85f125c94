/**
 * The Idempotency-Key of one payment attempt: `crypto.randomUUID()` where the page is a secure context
 * (https, localhost); on plain http (a tablet on the house's network) randomUUID does not exist, so
 * 16 random bytes from getRandomValues, which does.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
