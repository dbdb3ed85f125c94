/**
 * 'Esqueci minha senha' and 'Alterar senha'. A reset link carries a random single-use token valid for
 * one hour; only its HMAC is stored. Any password change (by link or in the panel) voids every
 * outstanding link of the account and ends the other sessions.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetMail } from '../../../domain/mail/unproved-address-mails';
import type { Db } from '../../db/client';
import { passwordResetTokens, restaurants } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { HttpError } from '../../lib/http-error';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionStore } from './sessions';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_RESET_LINK = 'Link inválido ou expirado. Peça um novo link de redefinição.';

interface Dependencies {
  db: Db;
  mailer: Mailer;
  sessions: SessionStore;
  secret: string;
  publicUrl: string;
}

export function createPasswordService({ db, mailer, sessions, secret, publicUrl }: Dependencies) {
  const hash = (token: string) => createHmac('sha256', secret).update(`reset:${token}`).digest('hex');

  async function setPassword(restaurantId: string, password: string) {
    await assertPasswordAllowed(password);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.update(restaurants).set({ passwordHash }).where(eq(restaurants.id, restaurantId));
      // A link issued before this change (a second one sent, or one a thief holds) dies with it.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.restaurantId, restaurantId), isNull(passwordResetTokens.usedAt)));
    });
  }

  return {
    /** Sends a reset link when the e-mail belongs to a restaurant; the caller answers the same either way. */
    async requestReset(email: string): Promise<void> {
      const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.email, email));
      if (!restaurant) return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResetTokens).values({
        id: hash(token),
        restaurantId: restaurant.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      // An unconfirmed account's address is only what was typed at sign-up: the mail is our text alone.
      await mailer.send({
        to: [restaurant.email],
        ...passwordResetMail(`${publicUrl}/redefinir-senha?token=${token}`),
      });
    },

    async resetPassword(token: string, password: string): Promise<void> {
      await assertPasswordAllowed(password);
      // Claiming the token and using it is one statement, so a link works exactly once.
      const [claimed] = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResetTokens.id, hash(token)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!claimed) throw new HttpError(400, INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
      await setPassword(claimed.restaurantId, password);
      await sessions.destroyOthers(claimed.restaurantId);
    },

    async changePassword(
      restaurantId: string,
      currentPassword: string,
      newPassword: string,
      keepToken?: string,
    ) {
      const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, restaurantId));
      if (!restaurant || !(await verifyPassword(restaurant.passwordHash, currentPassword))) {
        throw new HttpError(400, 'Senha atual incorreta.', { currentPassword: 'Senha atual incorreta.' });
      }
      await setPassword(restaurantId, newPassword);
      await sessions.destroyOthers(restaurantId, keepToken);
    },
  };
}
