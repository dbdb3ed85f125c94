/**
 * Inviting a person to the team by e-mail (decision 0040, later): the owner or a Gerente names the
 * address and the role; the person opens the mailed link, types their name and a password, and from
 * then on logs in at /login with their own e-mail.
 */
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../accounts/accounts.schemas';
import { staffRoleSchema } from './staff.schemas';

/** How long a mailed invitation stays valid. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations (and 'Reenviar') one restaurant may send a day. */
export const INVITES_PER_RESTAURANT_PER_DAY = 20;

export const INVITES_TOO_MANY = `Seu restaurante já enviou ${INVITES_PER_RESTAURANT_PER_DAY} convites hoje. Tente novamente amanhã.`;
export const INVITE_INVALID =
  'Convite inválido, expirado ou já usado. Peça um novo convite a quem te convidou.';
export const INVITE_EMAIL_TAKEN = 'Este e-mail já tem acesso a um painel na Comanda. Use outro e-mail.';
export const INVITE_PENDING = 'Já existe um convite pendente para este e-mail. Use "Reenviar".';
export const INVITE_NOT_FOUND = 'Convite não encontrado';

export const inviteSchema = z.object({ email: emailSchema, role: staffRoleSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

const tokenSchema = z.string({ error: 'Link inválido' }).min(20, 'Link inválido').max(200, 'Link inválido');

export const inviteTokenSchema = z.object({ token: tokenSchema });

export const acceptInviteSchema = z.object({
  token: tokenSchema,
  name: z
    .string({ error: 'Informe seu nome' })
    .trim()
    .min(2, 'O nome deve ter pelo menos 2 caracteres')
    .max(60, 'O nome deve ter no máximo 60 caracteres'),
  password: passwordSchema,
});
export type AcceptInviteInput = z.infer<typeof acceptInviteSchema>;

/** Whether an invitation still opens: not accepted, not cancelled, not expired. */
export function inviteState(
  invite: { acceptedAt: Date | null; cancelledAt: Date | null; expiresAt: Date },
  now: Date,
): 'pending' | 'expired' | 'accepted' | 'cancelled' {
  if (invite.acceptedAt) return 'accepted';
  if (invite.cancelledAt) return 'cancelled';
  return invite.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}
