/**
 * Who may receive a scheduled report (decision 0023), the one home of the rule that the list, the
 * 'Enviar agora' answer and the job all apply: nothing at all while the restaurant's login e-mail is
 * unverified; then the login e-mail itself, and every other address only once it opened its
 * confirmation link. Daily caps keep even confirmed mail from becoming a flood.
 */
import type { Quota } from '../../lib/daily-quota';
import { DAY_MS } from '../../lib/daily-quota';
import type { RecipientRow, Sender } from './report-recipients.repository';

export const UNVERIFIED_SENDER =
  'Confirme o e-mail da sua conta (pelo link enviado no cadastro) para enviar relatórios por e-mail.';
export const NO_CONFIRMED_RECIPIENT =
  'Nenhum destinatário confirmou o recebimento ainda. Reenvie o convite na lista de destinatários.';
export const reportCapMessage = (limit: number) =>
  `Limite de ${limit} e-mails de relatórios por dia atingido. Tente novamente mais tarde.`;
export const confirmationCapMessage = (limit: number) =>
  `Limite de ${limit} convites de confirmação por dia atingido. Tente novamente mais tarde.`;

export const reportEmailQuota = (restaurantId: string, limit: number): Quota => ({
  key: `report-emails:${restaurantId}`,
  limit,
  windowMs: DAY_MS,
});
export const confirmationQuota = (restaurantId: string, limit: number): Quota => ({
  key: `report-confirmations:${restaurantId}`,
  limit,
  windowMs: DAY_MS,
});

export type RecipientStatus = 'confirmed' | 'pending';

export interface RecipientView {
  email: string;
  status: RecipientStatus;
  /** When the last confirmation link went out; null while none has. */
  invitedAt: string | null;
}

/** The owner's login e-mail needs no link, but only once the account proved it holds it. */
export const isOwnLoginEmail = (sender: Sender, email: string) =>
  sender.emailVerifiedAt !== null && sender.email.toLowerCase() === email.toLowerCase();

export function recipientViews(emailTo: string[], rows: RecipientRow[], sender: Sender): RecipientView[] {
  return emailTo.map((email) => {
    const row = rows.find((candidate) => candidate.email === email);
    const confirmed = isOwnLoginEmail(sender, email) || Boolean(row?.confirmedAt);
    return {
      email,
      status: confirmed ? 'confirmed' : 'pending',
      invitedAt: confirmed ? null : (row?.invitedAt?.toISOString() ?? null),
    };
  });
}

/** The addresses a send goes to, or why it goes nowhere. */
export function deliverableTo(
  emailTo: string[],
  rows: RecipientRow[],
  sender: Sender,
): { to: string[] } | { refused: string } {
  if (!sender.emailVerifiedAt) return { refused: UNVERIFIED_SENDER };
  const to = recipientViews(emailTo, rows, sender)
    .filter((recipient) => recipient.status === 'confirmed')
    .map((recipient) => recipient.email);
  return to.length > 0 ? { to } : { refused: NO_CONFIRMED_RECIPIENT };
}
