/**
 * The confirmation link of a report recipient (decision 0023), opened by someone with no account:
 * the page first reads what it confirms, then confirms with a button press, so a mail scanner that
 * follows links does not confirm on the recipient's behalf. The token travels in the body (the link
 * carries it after '#'), so it never lands in a request log line.
 */
import { z } from 'zod';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { App } from '../../lib/types';
import { createReportRecipientsService } from './report-recipients.service';
import { recipientConfirmationSchema } from './reports.schemas';

const tokenBody = z.object({
  token: z.string({ error: 'Link inválido' }).min(20, 'Link inválido').max(100, 'Link inválido'),
});
const TOO_MANY = 'Muitas tentativas. Tente novamente em alguns minutos.';

export const reportRecipientsOf = (app: App) =>
  createReportRecipientsService({
    db: app.db,
    mailer: app.mailer,
    secret: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
    confirmationsPerDay: app.config.reportMail.confirmationsPerDay,
  });

export async function reportRecipientsPublicRoutes(app: App) {
  const recipients = reportRecipientsOf(app);
  const limit = (ip: string) =>
    enforceRateLimits(app.db, [
      { key: `report-confirm:ip:${ip}`, limit: 30, windowMs: 15 * 60_000, message: TOO_MANY },
    ]);

  app.post(
    '/report-recipients/preview',
    {
      schema: { body: tokenBody, response: { 200: recipientConfirmationSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      await limit(request.ip);
      return recipients.preview(request.body.token);
    },
  );

  app.post(
    '/report-recipients/confirm',
    {
      schema: {
        body: tokenBody,
        response: { 200: recipientConfirmationSchema.extend({ message: z.string() }) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      await limit(request.ip);
      return recipients.confirm(request.body.token);
    },
  );
}
