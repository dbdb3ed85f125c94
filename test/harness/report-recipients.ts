/**
 * Scheduled-report recipients as a person makes them receive mail (decision 0023): the owner's
 * login e-mail verified (the sign-up link's effect, written as the column it sets), and each other
 * address confirmed by opening the link the app mailed to it, read from the app's outbox.
 */
import { eq } from 'drizzle-orm';
import { restaurants } from '../../src/server/db/schema';
import type { App } from '../../src/server/lib/types';
import { readOutbox, waitForMail } from './outbox';

/** What opening the sign-up verification link leaves behind: `email_verified_at` set. */
export async function markEmailVerified(app: App, restaurantId: string) {
  await app.db
    .update(restaurants)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(restaurants.id, restaurantId));
}

const LINK = /confirmar-relatorio#token=([\w-]+)/;

/** The newest confirmation link mailed to `email`, waiting for it to arrive. */
export async function confirmationToken(dataDir: string, email: string): Promise<string> {
  const isLink = (mail: string) => mail.includes(`To: ${email}`) && LINK.test(mail);
  await waitForMail(dataDir, isLink);
  const mails = readOutbox(dataDir).filter(isLink);
  return LINK.exec(mails.at(-1)!)![1]!;
}

/** Opens each address's link and presses 'Confirmar', as the recipient does. */
export async function confirmRecipients(app: App, dataDir: string, emails: string[]) {
  for (const email of emails) {
    const token = await confirmationToken(dataDir, email);
    const response = await app.inject({
      method: 'POST',
      url: '/api/report-recipients/confirm',
      payload: { token },
    });
    if (response.statusCode !== 200)
      throw new Error(`confirm failed: ${response.statusCode} ${response.body}`);
  }
}
