/**
 * The e-mails we send to an address nobody has proved yet (issue 32, item 5): the sign-up's
 * confirmation link and 'Reenviar link', the password-reset link (an unconfirmed account's address is
 * whatever was typed at sign-up) and the invitation to receive a scheduled report. Whoever typed the
 * address may not be its owner, so these mails are our text alone: no restaurant name, no report
 * name, no link but the one we built. The builders take no owner text at all, so none can slip in;
 * the names are shown on our own page, once the person at the address chose to open the link.
 * Mail to proved addresses (a confirmed recipient's report) is report-mail-text's.
 */

export interface MailText {
  subject: string;
  text: string;
}

const SIGNATURE = ['', 'Comanda'];

/** The link of sign-up and 'Reenviar link', to `/confirmar-email`. */
export function emailConfirmationMail(link: string): MailText {
  return {
    subject: 'Comanda: confirme seu e-mail',
    text: [
      'Olá!',
      '',
      'Este endereço foi usado para criar uma conta de restaurante na Comanda.',
      'Para confirmar que ele é seu, abra este link (válido por 2 dias):',
      link,
      '',
      'Depois da confirmação, seu restaurante aparece em Explorar e pode enviar relatórios por e-mail.',
      'Se você não criou uma conta na Comanda, ignore este e-mail.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** 'Esqueci minha senha': the link to `/redefinir-senha`. */
export function passwordResetMail(link: string): MailText {
  return {
    subject: 'Comanda: redefinição de senha',
    text: [
      'Olá!',
      '',
      'Recebemos um pedido para redefinir a senha do painel Comanda ligado a este endereço.',
      'Para escolher uma nova senha, abra este link (válido por 1 hora, uma única vez):',
      link,
      '',
      'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * The invitation to receive a scheduled report, to `/confirmar-relatorio`. `frequency` is our own
 * label ('Semanal'); which restaurant and which report are shown on the page, not in the mail.
 */
export function reportInvitationMail(link: string, frequency: string): MailText {
  const every = frequency ? ` ${frequency.toLowerCase()}` : '';
  return {
    subject: 'Comanda: confirme o recebimento de um relatório por e-mail',
    text: [
      'Olá!',
      '',
      `Um restaurante que usa a Comanda cadastrou este endereço para receber um relatório${every} por e-mail.`,
      'Nada será enviado sem a sua confirmação. Para ver qual restaurante e qual relatório e, se quiser,',
      'confirmar o recebimento, abra este link (válido por 7 dias, uma única vez):',
      link,
      '',
      'Se você não conhece este restaurante ou não quer receber, ignore este e-mail.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * An invitation to join a restaurant's team, to `/convite/<token>`. Whoever typed the address may
 * not be its owner, so the mail names no restaurant and no person: the page shows them once the
 * person at the address chose to open the link.
 */
export function staffInvitationMail(link: string): MailText {
  return {
    subject: 'Você foi convidado para uma equipe no Comanda',
    text: [
      'Olá!',
      '',
      'Você foi convidado para uma equipe no Comanda, o painel de pedidos de restaurantes.',
      'Para ver o convite e, se quiser, criar seu acesso com nome e senha, abra este link',
      '(válido por 7 dias, uma única vez):',
      link,
      '',
      'Se você não esperava este convite, ignore este e-mail: nada acontece sem você abrir o link.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/**
 * How many of these mails one address gets in a day, from every restaurant and kind together
 * (sign-up, 'Reenviar link', report and team invitations): enough for an owner who asks twice, too few to
 * turn us into someone's mail bomb. Password resets keep their own hourly limit per address.
 */
export const UNPROVED_ADDRESS_MAILS_PER_DAY = 5;

export const UNPROVED_ADDRESS_TOO_MANY =
  'Este endereço já recebeu muitos e-mails da Comanda hoje. Tente novamente amanhã.';
