import { describe, expect, it } from 'vitest';
import {
  emailConfirmationMail,
  type MailText,
  passwordResetMail,
  reportInvitationMail,
  staffInvitationMail,
} from './unproved-address-mails';

const LINK = 'https://comanda.exemplo.com.br/confirmar?token=abc123';

describe('mail to an address nobody proved', () => {
  it.each<[string, MailText, string]>([
    ['sign-up and Reenviar link', emailConfirmationMail(LINK), 'Comanda: confirme seu e-mail'],
    ['password reset', passwordResetMail(LINK), 'Comanda: redefinição de senha'],
    [
      'report invitation',
      reportInvitationMail(LINK, 'Semanal'),
      'Comanda: confirme o recebimento de um relatório por e-mail',
    ],
    ['team invitation', staffInvitationMail(LINK), 'Você foi convidado para uma equipe no Comanda'],
  ])('%s: our subject, and our link as the only address in it', (_kind, mail, subject) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([LINK]);
    expect(mail.text.split('\n')).toContain(LINK);
    expect(mail.text.startsWith('Olá!\n')).toBe(true);
    expect(mail.text.endsWith('\nComanda')).toBe(true);
  });

  it.each([
    ['Semanal', 'receber um relatório semanal por e-mail.'],
    ['Diário', 'receber um relatório diário por e-mail.'],
    ['', 'receber um relatório por e-mail.'],
  ])('an invitation names the frequency %j in our words', (frequency, sentence) => {
    expect(reportInvitationMail(LINK, frequency).text).toContain(sentence);
  });
});
