/** Bodies and answers of the kitchen's owner routes and the print agent's (decision 0047). */
import { z } from 'zod';
import { AUTO_ACCEPT_CHANNELS, KDS_MAX_MINUTES } from '../../../domain/kitchen/kitchen-settings';
import { PRINT_AGENT_KINDS, PRINT_JOB_STATUSES, PRINT_RESULTS } from '../../../domain/kitchen/print-jobs';
import { printerSettingsSchema } from '../../../domain/kitchen/printers';
import { MAX_STATIONS, STATION_KINDS, stationNameSchema } from '../../../domain/kitchen/stations';
import { TICKET_KINDS } from '../../../domain/kitchen/ticket';
import { isoDateTime } from '../../lib/answer-schemas';

const anId = z.string().min(1).max(64);
export const restaurantParams = z.object({ id: anId });
export const stationParams = z.object({ id: anId, stationId: anId });
export const agentParams = z.object({ id: anId, agentId: anId });
export const jobParams = z.object({ id: anId, jobId: anId });
export const orderParams = z.object({ id: anId, orderId: anId });
export const agentJobParams = z.object({ jobId: anId });

const stationKind = z.enum(STATION_KINDS, { error: 'Escolha o tipo da praça' });

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(STATION_KINDS),
  position: z.number().int(),
  isActive: z.boolean(),
  printer: printerSettingsSchema.nullable(),
});
export const stationsAnswer = z.object({ stations: z.array(stationSchema) });

export const createStationBody = z.object({
  name: stationNameSchema,
  kind: stationKind.default('producao'),
  printer: printerSettingsSchema.nullable().optional(),
});

export const patchStationBody = z.object({
  name: stationNameSchema.optional(),
  kind: stationKind.optional(),
  position: z
    .number({ error: 'Posição inválida' })
    .int('Posição inválida')
    .min(0, 'Posição inválida')
    .max(999, 'Posição inválida')
    .optional(),
  isActive: z.boolean({ error: 'Informe se a praça está ativa' }).optional(),
  printer: printerSettingsSchema.nullable().optional(),
});

/** At most this many categories or items routed in one PUT: far beyond any menu. */
const MAX_ROUTED = 2_000;
const routes = z
  .record(anId, z.array(anId).max(MAX_STATIONS, 'Praças demais para um item'), {
    error: 'Roteamento inválido',
  })
  .refine((value) => Object.keys(value).length <= MAX_ROUTED, 'Roteamento grande demais');

export const routingSchema = z.object({ categories: routes, items: routes });

const minutes = (label: string) =>
  z
    .number({ error: `Informe ${label} em minutos` })
    .int(`Informe ${label} em minutos inteiros`)
    .min(1, `${label[0]!.toUpperCase()}${label.slice(1)} deve ser de pelo menos 1 minuto`)
    .max(
      KDS_MAX_MINUTES,
      `${label[0]!.toUpperCase()}${label.slice(1)} deve ser de no máximo ${KDS_MAX_MINUTES} minutos`,
    );

const autoAcceptShape = Object.fromEntries(
  AUTO_ACCEPT_CHANNELS.map((channel) => [channel, z.boolean({ error: 'Informe sim ou não' })]),
) as Record<(typeof AUTO_ACCEPT_CHANNELS)[number], z.ZodBoolean>;

export const kitchenSettingsSchema = z.object({
  autoAccept: z.object(autoAcceptShape),
  readyWhenBumped: z.boolean(),
  kdsWarnMinutes: z.number().int(),
  kdsLateMinutes: z.number().int(),
});

export const patchSettingsBody = z.object({
  autoAccept: z.object(autoAcceptShape).partial().strict().optional(),
  readyWhenBumped: z.boolean({ error: 'Informe se o pedido fica pronto ao finalizar na cozinha' }).optional(),
  kdsWarnMinutes: minutes('o tempo de atenção').optional(),
  kdsLateMinutes: minutes('o tempo de atraso').optional(),
});

export const pairingCodeAnswer = z.object({ code: z.string(), expiresAt: isoDateTime });

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PRINT_AGENT_KINDS),
  pairedAt: isoDateTime,
  lastSeenAt: isoDateTime.nullable(),
  online: z.boolean(),
});
export const agentsAnswer = z.object({ agents: z.array(agentSchema) });

export const jobsQuery = z.object({
  status: z.enum(PRINT_JOB_STATUSES, { error: 'Status de impressão inválido' }).optional(),
  stationId: anId.optional(),
});

export const jobSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  stationId: z.string(),
  stationName: z.string(),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  billId: z.string().nullable().optional().describe('A conta da mesa, num trabalho de pré-conta.'),
  kind: z.enum(TICKET_KINDS),
  reprint: z.boolean(),
  status: z.enum(PRINT_JOB_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: isoDateTime,
  printedAt: isoDateTime.nullable(),
});
export const jobsAnswer = z.object({ jobs: z.array(jobSchema) });

// The print agent's side.

export const pairBody = z.object({
  code: z
    .string({ error: 'Informe o código de 6 dígitos mostrado no painel' })
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de 6 dígitos mostrado no painel'),
  name: z
    .string({ error: 'Dê um nome a este computador' })
    .trim()
    .min(1, 'Dê um nome a este computador')
    .max(60, 'O nome pode ter até 60 caracteres'),
  kind: z.enum(PRINT_AGENT_KINDS, { error: 'Tipo de agente inválido' }).default('computador'),
});
export const pairAnswer = z.object({ agentId: z.string(), token: z.string(), restaurantName: z.string() });

/** A job as the agent receives it: the station's printer and the bytes, in base64. */
export const agentJobSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  stationId: z.string(),
  stationName: z.string(),
  printer: printerSettingsSchema.nullable(),
  reprint: z.boolean(),
  kind: z.enum(TICKET_KINDS),
  payload: z.string().describe('Os comandos da impressora, em base64.'),
});

export const resultBody = z.object({
  status: z.enum(PRINT_RESULTS, { error: 'Informe impresso ou falhou' }),
  error: z.string().trim().max(200, 'Mensagem de erro com no máximo 200 caracteres').optional(),
});
export const resultAnswer = z.object({ id: z.string(), status: z.enum(PRINT_JOB_STATUSES) });

export const heartbeatBody = z.object({
  printers: z
    .array(
      z.object({
        stationId: anId,
        online: z.boolean({ error: 'Informe se a impressora responde' }),
        error: z.string().trim().max(200).optional(),
      }),
    )
    .max(MAX_STATIONS, 'Impressoras demais')
    .default([]),
});
export const heartbeatAnswer = z.object({ retry: z.array(z.string()) });
