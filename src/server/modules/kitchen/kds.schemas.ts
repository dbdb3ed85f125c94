/** The kitchen display's requests and answer (decision 0047's API). */
import { z } from 'zod';
import { STATION_KINDS } from '../../../domain/kitchen/stations';
import { isoDateTime } from '../../lib/answer-schemas';

const id = z.string().min(1).max(64);
export const stationParams = z.object({ id, stationId: id });
export const ticketParams = z.object({ id, stationId: id, ticketId: id });
export const itemParams = z.object({ id, stationId: id, ticketId: id, itemId: id });

export const restaurantParams = z.object({ id });

export const kdsStationsSchema = z
  .object({
    stations: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(STATION_KINDS) })),
  })
  .describe('As praças ativas, para escolher a tela da cozinha.');

export const itemDoneBody = z.object({
  done: z.boolean({ error: 'Informe se o item está feito (done: true ou false).' }),
});

const kdsItem = z.object({
  id: z.string(),
  quantity: z.number().int(),
  name: z.string(),
  options: z.array(z.string()).describe('Escolhas que não são sabores, uma por linha ("Borda: Catupiry").'),
  flavours: z.array(z.string()).describe('Sabores de meio a meio, cada um na sua linha ("1/2 Calabresa").'),
  notes: z.string().nullable(),
  allergy: z.boolean().describe('A observação fala de alergia ou restrição: mostrada em destaque.'),
  done: z.boolean(),
});

const kdsTicket = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  sourceLabel: z.string(),
  serviceLabel: z.string(),
  createdAt: isoDateTime.describe('Quando a comanda chegou à praça (o pedido confirmado).'),
  notes: z.string().nullable().describe('A observação geral do pedido.'),
  items: z.array(kdsItem),
});

export const kdsViewSchema = z
  .object({
    station: z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(STATION_KINDS),
      isActive: z.boolean(),
    }),
    warnMinutes: z.number().int(),
    lateMinutes: z.number().int(),
    readyWhenBumped: z.boolean(),
    tickets: z.array(kdsTicket).describe('Comandas abertas, por ordem de chegada.'),
    allDay: z
      .array(z.object({ name: z.string(), quantity: z.number().int() }))
      .describe('Quanto falta fazer de cada item nas comandas abertas.'),
    lastBumped: z.string().nullable().describe('A comanda que “Voltar” traria de volta.'),
  })
  .describe('A tela da cozinha de uma praça.');
