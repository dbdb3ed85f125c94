/**
 * What the owner does with the link mailed at sign-up: find it in the outbox and open it (the
 * confirmation page posts its token). Suites that need a restaurant listed in Explorar use it.
 */
import type { App } from '../../src/server/lib/types';
import { waitForMail } from './outbox';

/** The confirmation link's token in the latest e-mail to `email`. */
export async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const mail = await waitForMail(
    dataDir,
    (text) => text.includes(`To: ${email}`) && text.includes('/confirmar-email?token='),
  );
  const token = /\/confirmar-email\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no confirmation link in the e-mail');
  return token;
}

export async function confirmOwnerEmail(app: App, dataDir: string, email: string): Promise<void> {
  const token = await confirmationToken(dataDir, email);
  const response = await app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
  if (response.statusCode !== 200)
    throw new Error(`confirmation failed: ${response.statusCode} ${response.body}`);
}
