/**
 * Confirming a restaurant's e-mail (decision 0022). Sign-up mails a link carrying a random token
 * valid for 48 hours; only its HMAC is stored, bound to the address it went to. Opening the link
 * once marks the restaurant verified: from then on it is listed in Explorar and may send e-mail
 * from the platform. Until then it keeps its trial and its panel.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailConfirmationMail } from '../../../domain/mail/unproved-address-mails';
import type { Db } from '../../db/client';
import { emailVerificationTokens, restaurants } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { spendUnprovedAddressMail } from '../../integrations/mail/unproved-address-budget';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import type { App } from '../../lib/types';

export const VERIFICATION_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
export const INVALID_VERIFICATION_LINK =
  'Link de confirmação inválido ou expirado. Entre no painel e peça um novo link.';

interface Dependencies {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}

export function createEmailVerificationService({ db, mailer, secret, publicUrl }: Dependencies) {
  const hash = (token: string) => createHmac('sha256', secret).update(`verify-email:${token}`).digest('hex');

  /**
   * Mails a new link, our text only: the address is not proved yet (that is what the link is for).
   * Each one spends the address's daily share, shared with every restaurant: 429 beyond it.
   */
  async function sendLink(restaurant: { id: string; email: string }): Promise<void> {
    await spendUnprovedAddressMail(db, restaurant.email);
    const token = randomBytes(32).toString('base64url');
    await db.insert(emailVerificationTokens).values({
      id: hash(token),
      restaurantId: restaurant.id,
      email: restaurant.email,
      expiresAt: new Date(Date.now() + VERIFICATION_TOKEN_TTL_MS),
    });
    await mailer.send({
      to: [restaurant.email],
      ...emailConfirmationMail(`${publicUrl}/confirmar-email?token=${token}`),
    });
  }

  return {
    sendLink,

    /** 'Reenviar link' in the panel; an address already confirmed needs none. */
    async resend(restaurantId: string): Promise<{ email: string }> {
      const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
      if (!restaurant) throw notFound('Restaurante não encontrado');
      if (restaurant.emailVerifiedAt) throw conflict('Seu e-mail já está confirmado.');
      await sendLink(restaurant);
      return { email: restaurant.email };
    },

    /** Opens a link: once, before it expires, and only for the address it was sent to. */
    async verify(token: string, now = new Date()): Promise<{ restaurantId: string }> {
      const [claimed] = await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.id, hash(token)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) throw new HttpError(400, INVALID_VERIFICATION_LINK);
      const [verified] = await db
        .update(restaurants)
        .set({ emailVerifiedAt: now })
        .where(and(eq(restaurants.id, claimed.restaurantId), eq(restaurants.email, claimed.email)))
        .returning({ id: restaurants.id });
      // The login e-mail changed since the link was sent: it proves nothing about the new address.
      if (!verified) throw new HttpError(400, INVALID_VERIFICATION_LINK);
      // The other links sent to that address have nothing left to confirm.
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerificationTokens.restaurantId, claimed.restaurantId),
            isNull(emailVerificationTokens.usedAt),
          ),
        );
      return { restaurantId: claimed.restaurantId };
    },
  };
}

/** The service with the app's database, mailer, secret and public URL. */
export function emailVerificationService(app: App) {
  return createEmailVerificationService({
    db: app.db,
    mailer: app.mailer,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  });
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
