/** The staff API's answers (decision 0007): what the team list, the switch and `me` send. */
import { z } from 'zod';
import { CAPABILITIES } from '../../../domain/staff/capabilities';
import { ROLES, STAFF_ROLES } from '../../../domain/staff/roles';
import { isoDateTime } from '../../lib/answer-schemas';

export const staffMemberViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES).describe('gerente, garcom, cozinha ou caixa.'),
    roleLabel: z.string().describe('O perfil como a tela mostra: Gerente, Garçom, Cozinha, Caixa.'),
    hasPin: z.boolean().describe('Tem PIN para trocar de usuário no aparelho do balcão (o PIN nunca volta).'),
    email: z
      .string()
      .nullable()
      .describe('O e-mail com que a pessoa entra em /login (convite aceito); nulo para quem usa só o PIN.'),
    isActive: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .describe('Uma pessoa da equipe (sem o PIN).');

export const switchableStaffSchema = z
  .object({ id: z.string(), name: z.string(), roleLabel: z.string() })
  .describe('Quem pode entrar pelo PIN neste aparelho.');

export const actingSchema = z
  .object({
    role: z.enum(ROLES),
    roleLabel: z.string(),
    staffId: z.string().nullable().describe('Nulo quando é o dono.'),
    name: z.string().nullable(),
    capabilities: z.array(z.enum(CAPABILITIES)).describe('O que este perfil pode ver e fazer.'),
    locked: z.boolean().describe('Painel bloqueado: só "Trocar usuário" funciona.'),
  })
  .describe('Quem está usando o painel nesta sessão e o que pode fazer.');

export const inviteViewSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    roleLabel: z.string(),
    sentAt: isoDateTime,
    expiresAt: isoDateTime,
    expired: z.boolean().describe('O link venceu: use "Reenviar" para mandar um novo.'),
  })
  .describe('Um convite por e-mail ainda não aceito.');

export const inviteDescriptionSchema = z
  .object({
    restaurantName: z.string(),
    roleLabel: z.string(),
    email: z.string(),
  })
  .describe('O que a página do convite mostra a quem abriu o link.');

export const staffActionViewSchema = z
  .object({
    id: z.string(),
    at: isoDateTime,
    who: z.string().describe('Quem fez, com o perfil: "Ana (Garçom)".'),
    staffId: z.string().nullable(),
    text: z.string().describe('O que fez, em português: "mudou o pedido #A1B2C3 para Pronto".'),
  })
  .describe('Uma ação de uma pessoa da equipe.');

export const staffActionsPageSchema = z
  .object({
    items: z.array(staffActionViewSchema),
    page: z.number().int(),
    hasMore: z.boolean(),
  })
  .describe('As ações mais recentes da equipe, 20 por página, as mais novas primeiro.');
