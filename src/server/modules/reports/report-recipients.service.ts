/**
 * Confirmation links for the recipients of scheduled reports (decision 0023), on the pattern of the
 * password-reset links: a random token mailed to the address, only its HMAC stored, valid 7 days,
 * spent on use; a new link voids the previous one. The address is not proved yet, so the e-mail is
 * our text alone, without the report's or the restaurant's name (unproved-address-mails); the page
 * the link opens shows them. Each restaurant may have a limited number of links mailed a day, and
 * each address a few, from all restaurants and kinds of mail together.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { reportInvitationMail } from '../../../domain/mail/unproved-address-mails';
import { confirmedSentence } from '../../../domain/reports/report-mail-text';
import { SCHEDULE_FREQUENCY_LABELS, type ScheduleFrequency } from '../../../domain/reports/schedule';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { unprovedAddressRule } from '../../integrations/mail/unproved-address-budget';
import { quotaLeft, reserveQuota } from '../../lib/daily-quota';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import {
  confirmationCapMessage,
  confirmationQuota,
  isOwnLoginEmail,
  UNVERIFIED_SENDER,
} from './report-recipient-rules';
import {
  createReportRecipientsRepository,
  type RecipientRow,
  type Sender,
} from './report-recipients.repository';

export const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_CONFIRMATION_LINK =
  'Link inválido ou expirado. Peça ao restaurante que reenvie o convite.';
const RESEND_TOO_SOON =
  'Um convite acabou de ser enviado a este endereço. Aguarde alguns minutos para reenviar.';
const MAIL_FAILED = 'Não foi possível enviar o convite agora. Tente novamente em alguns minutos.';

interface Dependencies {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  confirmationsPerDay: number;
}

interface ScheduleRef {
  id: string;
  restaurantId: string;
  name: string;
  frequency: string;
  emailTo: string;
}

const listOf = (emailTo: string) => emailTo.split(',').filter(Boolean);

export function createReportRecipientsService({
  db,
  mailer,
  secret,
  publicUrl,
  confirmationsPerDay,
}: Dependencies) {
  const repository = createReportRecipientsRepository(db);
  const hash = (token: string) =>
    createHmac('sha256', secret).update(`report-recipient:${token}`).digest('hex');
  const quota = (restaurantId: string) => confirmationQuota(restaurantId, confirmationsPerDay);

  async function invite(sender: Sender, schedule: ScheduleRef, row: RecipientRow) {
    await enforceRateLimits(db, [
      { key: `report-invite:${row.id}`, limit: 1, windowMs: 10 * 60_000, message: RESEND_TOO_SOON },
      unprovedAddressRule(row.email),
    ]);
    const reserved = await reserveQuota(db, quota(sender.id), 1);
    if (!reserved.ok)
      throw new HttpError(429, confirmationCapMessage(confirmationsPerDay), undefined, {
        'retry-after': String(reserved.retryAfterSeconds),
      });
    const token = randomBytes(32).toString('base64url');
    await repository.setToken(row.id, hash(token), new Date(Date.now() + CONFIRMATION_TTL_MS));
    const frequency = SCHEDULE_FREQUENCY_LABELS[schedule.frequency as ScheduleFrequency] ?? '';
    try {
      await mailer.send({
        to: [row.email],
        ...reportInvitationMail(`${publicUrl}/confirmar-relatorio#token=${token}`, frequency),
      });
    } catch {
      throw new HttpError(502, MAIL_FAILED);
    }
  }

  return {
    /**
     * Before a schedule with these addresses is saved: refuses (429) when their links would pass the
     * restaurant's daily cap, so the owner learns it at once instead of finding addresses unasked.
     */
    async assertCanInvite(restaurantId: string, emails: string[], scheduleId?: string) {
      const sender = await repository.sender(restaurantId);
      if (!sender?.emailVerifiedAt) return;
      const known = scheduleId ? await repository.ofSchedules([scheduleId]) : [];
      // The addresses new to this schedule are the ones that will be mailed a link.
      const fresh = emails.filter(
        (email) => !isOwnLoginEmail(sender, email) && !known.some((row) => row.email === email),
      );
      const left = await quotaLeft(db, quota(restaurantId), fresh.length);
      if (!left.ok)
        throw new HttpError(429, confirmationCapMessage(confirmationsPerDay), undefined, {
          'retry-after': String(left.retryAfterSeconds),
        });
    },

    /**
     * After a schedule is saved: its recipient rows follow its addresses, and each address the owner
     * just added gets its link (pausing or renaming mails no one). Best effort: an address whose link
     * could not go out stays 'Aguardando confirmação' and the owner can 'Reenviar'. An unverified
     * restaurant mails nothing.
     */
    async sync(schedule: ScheduleRef, onFailure: (error: unknown) => void) {
      const { added } = await repository.replace(
        schedule.id,
        schedule.restaurantId,
        listOf(schedule.emailTo),
      );
      const sender = await repository.sender(schedule.restaurantId);
      if (!sender?.emailVerifiedAt) return;
      for (const row of added.filter((candidate) => !isOwnLoginEmail(sender, candidate.email))) {
        await invite(sender, schedule, row).catch(onFailure);
      }
    },

    /** 'Reenviar': a new link to one address of the schedule. */
    async resend(schedule: ScheduleRef, email: string) {
      const emails = listOf(schedule.emailTo);
      if (!emails.includes(email)) throw notFound('Destinatário não encontrado neste agendamento');
      const sender = await repository.sender(schedule.restaurantId);
      if (!sender?.emailVerifiedAt) throw conflict(UNVERIFIED_SENDER);
      if (isOwnLoginEmail(sender, email))
        throw conflict('Este é o e-mail da sua conta: ele já recebe os relatórios.');
      const { rows } = await repository.replace(schedule.id, schedule.restaurantId, emails);
      const row = rows.find((candidate) => candidate.email === email)!;
      if (row.confirmedAt) throw conflict('Este destinatário já confirmou o recebimento.');
      await invite(sender, schedule, row);
    },

    /** What the confirmation page shows before the recipient confirms. */
    async preview(token: string) {
      const found = await repository.byToken(hash(token));
      if (!found) throw new HttpError(400, INVALID_CONFIRMATION_LINK, { token: INVALID_CONFIRMATION_LINK });
      return { reportName: found.reportName, restaurantName: found.restaurantName };
    },

    async confirm(token: string) {
      const found = await repository.byToken(hash(token));
      const confirmed = found && (await repository.confirm(hash(token)));
      if (!found || !confirmed)
        throw new HttpError(400, INVALID_CONFIRMATION_LINK, { token: INVALID_CONFIRMATION_LINK });
      return {
        reportName: found.reportName,
        restaurantName: found.restaurantName,
        message: confirmedSentence(found.reportName, found.restaurantName),
      };
    },
  };
}

export type ReportRecipientsService = ReturnType<typeof createReportRecipientsService>;
