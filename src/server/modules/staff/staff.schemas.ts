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
