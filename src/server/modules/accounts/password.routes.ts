import {
  changePasswordSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../domain/accounts/password.schemas';
import { afterAnswerQueue } from '../../lib/after-answer';
import { messageAnswer } from '../../lib/answer-schemas';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { SESSION_COOKIE } from '../../plugins/auth';
import { restaurantIdParams } from '../restaurants/restaurants.routes';
import { createPasswordService } from './password-reset.service';

const TOO_MANY = 'Muitos pedidos de redefinição. Tente novamente mais tarde.';

function passwordService(app: App) {
  return createPasswordService({
    db: app.db,
    mailer: app.mailer,
    sessions: app.sessions,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
  });
}

export async function passwordPublicRoutes(app: App) {
  const passwords = passwordService(app);
  const afterAnswer = afterAnswerQueue(app);

  app.post(
    '/auth/password/forgot',
    {
      schema: { body: forgotPasswordSchema, response: { 202: messageAnswer } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await enforceRateLimits(app.db, [
        { key: `forgot:ip:${request.ip}`, limit: 10, windowMs: 15 * 60_000, message: TOO_MANY },
        { key: `forgot:email:${request.body.email}`, limit: 3, windowMs: 60 * 60_000, message: TOO_MANY },
      ]);
      // The answer leaves before any work that depends on the account existing (the token write,
      // the e-mail), so its timing says nothing about which e-mails have an account.
      await reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
      afterAnswer(
        () => passwords.requestReset(request.body.email),
        request.log,
        'password reset e-mail failed',
      );
      return reply;
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: { body: resetPasswordSchema, response: { 200: messageAnswer } },
      config: { access: 'public' },
    },
    async (request) => {
      await passwords.resetPassword(request.body.token, request.body.password);
      return { message: 'Senha redefinida. Entre com a nova senha.' };
    },
  );
}

export async function passwordOwnerRoutes(app: App) {
  const passwords = passwordService(app);

  app.post(
    '/restaurants/:id/password',
    { schema: { params: restaurantIdParams, body: changePasswordSchema, response: { 200: messageAnswer } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await passwords.changePassword(
        request.params.id,
        currentPassword,
        newPassword,
        request.cookies[SESSION_COOKIE],
      );
      return { message: 'Senha alterada. As outras sessões foram encerradas.' };
    },
  );
}
