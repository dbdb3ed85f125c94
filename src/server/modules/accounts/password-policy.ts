/**
 * Server-side password rules beyond the shared schema: the 10,000 most common passwords are refused
 * (the list stays on the server; the form shows the server's message). The list loads with the first
 * password checked, not at start-up.
 */
import { badRequest } from '../../lib/http-error';

export const COMMON_PASSWORD = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

export async function assertPasswordAllowed(password: string, field = 'password'): Promise<void> {
  const { default: dumbPasswords } = await import('dumb-passwords');
  if (dumbPasswords.check(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}
